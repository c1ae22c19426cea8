/**
 * @generated SignedSource<<e0e031f4b1c5fb1b84e6f18c42ada2b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountDialogs_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorDialog_user">;
  readonly " $fragmentType": "AccountDialogs_user";
};
export type AccountDialogs_user$key = {
  readonly " $data"?: AccountDialogs_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDialogs_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDialogs_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TwoFactorDialog_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "63524f6dd4073e5f6c9336daf9ca3fe1";

export default node;
