/**
 * @generated SignedSource<<97e358c396bd560391b6e5a7692fa1f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfficeTab_countries$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"OfficeFields_countries">;
  readonly " $fragmentType": "OfficeTab_countries";
}>;
export type OfficeTab_countries$key = ReadonlyArray<{
  readonly " $data"?: OfficeTab_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfficeTab_countries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OfficeTab_countries",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfficeFields_countries"
    }
  ],
  "type": "Country",
  "abstractKey": null
};

(node as any).hash = "20a8cc27d757390789c45eeba1a1ffb4";

export default node;
