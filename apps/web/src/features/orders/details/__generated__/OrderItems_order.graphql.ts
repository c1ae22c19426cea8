/**
 * @generated SignedSource<<faec7cfca49b05ad163ac333ffc50efa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VatCategory = "Analyses" | "Supplements" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderItems_order$data = {
  readonly discount_amount: number;
  readonly items: ReadonlyArray<{
    readonly final_price: number;
    readonly id: string;
    readonly original_price: number;
    readonly quantity: number;
    readonly resolvedItem: {
      readonly name_de: string;
      readonly name_en: string;
    };
  }>;
  readonly original_price: number;
  readonly taxes: ReadonlyArray<{
    readonly category: VatCategory;
    readonly rate: number;
    readonly tax_amount: number;
  }>;
  readonly total_price: number;
  readonly " $fragmentType": "OrderItems_order";
};
export type OrderItems_order$key = {
  readonly " $data"?: OrderItems_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderItems_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "original_price",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderItems_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total_price",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discount_amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "items",
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
          "name": "quantity",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "final_price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "resolvedItem",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartTax",
      "kind": "LinkedField",
      "name": "taxes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tax_amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "f0caf16f721a2a27ae502d509dd19ac5";

export default node;
