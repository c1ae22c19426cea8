/**
 * @generated SignedSource<<90f1a6231e485671919036864f4010df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientsTable_countries$data = {
  readonly data: ReadonlyArray<{
    readonly country_code: string;
    readonly dial_code: string;
  }>;
  readonly " $fragmentType": "PatientsTable_countries";
};
export type PatientsTable_countries$key = {
  readonly " $data"?: PatientsTable_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientsTable_countries">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientsTable_countries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Country",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
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
          "name": "dial_code",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CountryPaginator",
  "abstractKey": null
};

(node as any).hash = "c73b67ab299ae1d802ec0b97f8ac94c3";

export default node;
