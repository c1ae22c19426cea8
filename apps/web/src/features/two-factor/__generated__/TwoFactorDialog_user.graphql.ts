/**
 * @generated SignedSource<<b775d331a4df793c3472e3a2d9735c5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorDialog_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorWizard_user">;
  readonly " $fragmentType": "TwoFactorDialog_user";
};
export type TwoFactorDialog_user$key = {
  readonly " $data"?: TwoFactorDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorDialog_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TwoFactorWizard_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "15b1cbd6790d2947eff21888b736826f";

export default node;
