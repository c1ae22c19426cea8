/**
 * @generated SignedSource<<8620b05b2fba2c7b7d0d74ba64152ca1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressCard_address$data = {
  readonly address: string;
  readonly city: string;
  readonly country: {
    readonly id: string;
    readonly name_de: string;
    readonly name_en: string;
  };
  readonly state: string | null | undefined;
  readonly zip_code: string;
  readonly " $fragmentType": "AddressCard_address";
};
export type AddressCard_address$key = {
  readonly " $data"?: AddressCard_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressCard_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressCard_address",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip_code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Country",
      "kind": "LinkedField",
      "name": "country",
      "plural": false,
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
          "name": "name_de",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name_en",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderAddress",
  "abstractKey": null
};

(node as any).hash = "495b176afffc647f716388b59b747e5c";

export default node;
