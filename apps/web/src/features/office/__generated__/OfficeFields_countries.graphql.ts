/**
 * @generated SignedSource<<1b75390af0388c9df203c92762185403>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfficeFields_countries$data = ReadonlyArray<{
  readonly country_code: string;
  readonly dial_code: string;
  readonly name_de: string;
  readonly name_en: string;
  readonly " $fragmentType": "OfficeFields_countries";
}>;
export type OfficeFields_countries$key = ReadonlyArray<{
  readonly " $data"?: OfficeFields_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfficeFields_countries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OfficeFields_countries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country_code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name_de",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name_en",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dial_code",
      "storageKey": null
    }
  ],
  "type": "Country",
  "abstractKey": null
};

(node as any).hash = "c353a7097505c33e702a76163f106c0a";

export default node;
