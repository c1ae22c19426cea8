/**
 * @generated SignedSource<<886230bcf72fd18ca4ee97a21fe40536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderParties_address$data = {
  readonly address: string;
  readonly city: string;
  readonly country: {
    readonly name_de: string;
    readonly name_en: string;
  };
  readonly state: string | null | undefined;
  readonly zip_code: string;
  readonly " $fragmentType": "OrderParties_address";
};
export type OrderParties_address$key = {
  readonly " $data"?: OrderParties_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderParties_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderParties_address",
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

(node as any).hash = "8076f442299af5902c252e8008be1ade";

export default node;
