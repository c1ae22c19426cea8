/**
 * @generated SignedSource<<6ae8ba68060aaad2526725c4d59716f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderParties_order$data = {
  readonly billing_address: {
    readonly address: string;
    readonly city: string;
    readonly country: {
      readonly name_de: string;
      readonly name_en: string;
    };
    readonly state: string | null | undefined;
    readonly zip_code: string;
  } | null | undefined;
  readonly delivery_address: {
    readonly address: string;
    readonly city: string;
    readonly country: {
      readonly name_de: string;
      readonly name_en: string;
    };
    readonly state: string | null | undefined;
    readonly zip_code: string;
  } | null | undefined;
  readonly patient: {
    readonly first_name: string;
    readonly last_name: string;
  };
  readonly " $fragmentType": "OrderParties_order";
};
export type OrderParties_order$key = {
  readonly " $data"?: OrderParties_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderParties_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderParties_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "first_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "delivery_address",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "billing_address",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "7a0ea0451d7ffc084bf7b0e4b3bb2eee";

export default node;
