/**
 * @generated SignedSource<<708f411644248e39f524b0ffa0343647>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalDataFields_countries$data = {
  readonly data: ReadonlyArray<{
    readonly country_code: string;
    readonly dial_code: string;
    readonly id: string;
    readonly is_shippable: boolean;
    readonly name_de: string;
    readonly name_en: string;
  }>;
  readonly " $fragmentType": "PersonalDataFields_countries";
};
export type PersonalDataFields_countries$key = {
  readonly " $data"?: PersonalDataFields_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalDataFields_countries">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalDataFields_countries",
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
          "name": "id",
          "storageKey": null
        },
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
          "name": "is_shippable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CountryPaginator",
  "abstractKey": null
};

(node as any).hash = "16dc4b0c7f2198cbc526684a504c575c";

export default node;
