/**
 * @generated SignedSource<<f91e70516b22903d781d70d7e4c3dc16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiscountType = "Fixed" | "Percentage" | "%future added value";
export type ShopItemKind = "Bundle" | "CustomBundle" | "CustomProduct" | "Product" | "%future added value";
export type ShopItemType = "Blood" | "BloodOnly" | "DnaAndBlood" | "DnaFertility" | "DnaGeneticRisk" | "DnaNutrigenetics" | "DnaOnly" | "DnaPharmacoGenetics" | "DnaWeightGenetics" | "Supplements" | "%future added value";
export type VatCategory = "Analyses" | "Supplements" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useOrderCart_order$data = {
  readonly discountCode: {
    readonly code: string;
    readonly rules: {
      readonly discount_amount: number;
      readonly discount_type: DiscountType;
    };
  } | null | undefined;
  readonly discount_amount: number;
  readonly items: ReadonlyArray<{
    readonly final_price: number;
    readonly item_id: string;
    readonly item_type: ShopItemKind;
    readonly original_price: number;
    readonly quantity: number;
    readonly resolvedItem: {
      readonly name_de: string;
      readonly name_en: string;
      readonly period_days: number | null | undefined;
      readonly type: ShopItemType;
    };
  }>;
  readonly original_price: number;
  readonly taxes: ReadonlyArray<{
    readonly category: VatCategory;
    readonly rate: number;
    readonly tax_amount: number;
  }>;
  readonly total_price: number;
  readonly " $fragmentType": "useOrderCart_order";
};
export type useOrderCart_order$key = {
  readonly " $data"?: useOrderCart_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"useOrderCart_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "original_price",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discount_amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useOrderCart_order",
  "selections": [
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
          "name": "item_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "item_type",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "period_days",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total_price",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DiscountCode",
      "kind": "LinkedField",
      "name": "discountCode",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DiscountRules",
          "kind": "LinkedField",
          "name": "rules",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discount_type",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
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

(node as any).hash = "abfe8ab45397fcd4144b17809b84623f";

export default node;
