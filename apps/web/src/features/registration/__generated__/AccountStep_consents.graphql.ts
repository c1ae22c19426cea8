/**
 * @generated SignedSource<<871ddd748b2b27ad03b741932e53fd9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountStep_consents$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
  readonly " $fragmentType": "AccountStep_consents";
}>;
export type AccountStep_consents$key = ReadonlyArray<{
  readonly " $data"?: AccountStep_consents$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountStep_consents">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AccountStep_consents",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsentCheckboxes_consents"
    }
  ],
  "type": "Consent",
  "abstractKey": null
};

(node as any).hash = "478814910d12fa89f10fa06aaa834458";

export default node;
