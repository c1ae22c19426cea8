/**
 * @generated SignedSource<<14bc9586b603b920010092d624d6b5a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type ShopItemGroup = "Bundle" | "Single" | "%future added value";
export type ShopItemType = "Blood" | "BloodOnly" | "DnaAndBlood" | "DnaFertility" | "DnaGeneticRisk" | "DnaNutrigenetics" | "DnaOnly" | "DnaPharmacoGenetics" | "DnaWeightGenetics" | "Supplements" | "%future added value";
export type ShopItemsOrderByColumn = "BEST_SELLER_RANK" | "RANK" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type ShopItemsOrderByClause = {
  column: ShopItemsOrderByColumn;
  order?: SortOrder;
};
export type ShopItemListQuery$variables = {
  first: number;
  forSex?: BiologicalSex | null | undefined;
  isBestSeller?: boolean | null | undefined;
  itemType?: ShopItemGroup | null | undefined;
  orderBy?: ReadonlyArray<ShopItemsOrderByClause> | null | undefined;
  search?: string | null | undefined;
  types?: ReadonlyArray<ShopItemType> | null | undefined;
};
export type ShopItemListQuery$data = {
  readonly shopItems: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly item_type: string;
      readonly " $fragmentSpreads": FragmentRefs<"ShopItemCard_item">;
    }>;
  };
};
export type ShopItemListQuery = {
  response: ShopItemListQuery$data;
  variables: ShopItemListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "forSex"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isBestSeller"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemType"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "types"
},
v7 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "forSex",
    "variableName": "forSex"
  },
  {
    "kind": "Variable",
    "name": "isBestSeller",
    "variableName": "isBestSeller"
  },
  {
    "kind": "Variable",
    "name": "itemType",
    "variableName": "itemType"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "types",
    "variableName": "types"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "item_type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShopItemListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "ShopItemPaginator",
        "kind": "LinkedField",
        "name": "shopItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ShopItemCard_item"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ShopItemListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "ShopItemPaginator",
        "kind": "LinkedField",
        "name": "shopItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isShopItem"
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
                "name": "description_de",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description_en",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "brut_price",
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
      }
    ]
  },
  "params": {
    "cacheID": "a2cdabb0acf13b348d9512a2435f1675",
    "id": null,
    "metadata": {},
    "name": "ShopItemListQuery",
    "operationKind": "query",
    "text": "query ShopItemListQuery(\n  $first: Int!\n  $search: String\n  $forSex: BiologicalSex\n  $isBestSeller: Boolean\n  $types: [ShopItemType!]\n  $itemType: ShopItemGroup\n  $orderBy: [ShopItemsOrderByClause!]\n) {\n  shopItems(first: $first, search: $search, forSex: $forSex, isBestSeller: $isBestSeller, types: $types, itemType: $itemType, orderBy: $orderBy) {\n    data {\n      __typename\n      id\n      item_type\n      ...ShopItemCard_item\n    }\n  }\n}\n\nfragment ShopItemCard_item on ShopItem {\n  __isShopItem: __typename\n  id\n  item_type\n  name_de\n  name_en\n  description_de\n  description_en\n  brut_price\n  type\n  period_days\n}\n"
  }
};
})();

(node as any).hash = "a628a0d5624732f8d9f616b1ba4e20c0";

export default node;
