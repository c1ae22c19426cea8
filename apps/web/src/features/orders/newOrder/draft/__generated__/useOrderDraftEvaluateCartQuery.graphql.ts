/**
 * @generated SignedSource<<54e5b35c9271a1985843e514b3a055d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShopItemKind = "Bundle" | "CustomBundle" | "CustomProduct" | "Product" | "%future added value";
export type CartItemInput = {
  item_id: string;
  item_type: ShopItemKind;
  quantity?: number;
};
export type useOrderDraftEvaluateCartQuery$variables = {
  discountCodeId?: string | null | undefined;
  items: ReadonlyArray<CartItemInput>;
  patientId?: string | null | undefined;
};
export type useOrderDraftEvaluateCartQuery$data = {
  readonly evaluateCart: {
    readonly coveredItems: ReadonlyArray<{
      readonly by_item_id: string;
      readonly by_item_type: ShopItemKind;
      readonly item_id: string;
      readonly item_type: ShopItemKind;
    }>;
    readonly items: ReadonlyArray<{
      readonly item_id: string;
      readonly item_type: ShopItemKind;
      readonly quantity: number;
    }>;
    readonly removedItems: ReadonlyArray<{
      readonly by_item_id: string;
      readonly by_item_type: ShopItemKind;
      readonly item_id: string;
      readonly item_type: ShopItemKind;
    }>;
  };
};
export type useOrderDraftEvaluateCartQuery = {
  response: useOrderDraftEvaluateCartQuery$data;
  variables: useOrderDraftEvaluateCartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "discountCodeId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "items"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "item_id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "item_type",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "by_item_id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "by_item_type",
    "storageKey": null
  }
],
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "discountCodeId",
        "variableName": "discountCodeId"
      },
      {
        "kind": "Variable",
        "name": "items",
        "variableName": "items"
      },
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      }
    ],
    "concreteType": "CartEvaluation",
    "kind": "LinkedField",
    "name": "evaluateCart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CartLine",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantity",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CartAdjustment",
        "kind": "LinkedField",
        "name": "coveredItems",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CartAdjustment",
        "kind": "LinkedField",
        "name": "removedItems",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderDraftEvaluateCartQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOrderDraftEvaluateCartQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "b32e7f0e1aa5abb38e90146c89bc5197",
    "id": null,
    "metadata": {},
    "name": "useOrderDraftEvaluateCartQuery",
    "operationKind": "query",
    "text": "query useOrderDraftEvaluateCartQuery(\n  $patientId: ID\n  $discountCodeId: ID\n  $items: [CartItemInput!]!\n) {\n  evaluateCart(patientId: $patientId, discountCodeId: $discountCodeId, items: $items) {\n    items {\n      item_id\n      item_type\n      quantity\n    }\n    coveredItems {\n      item_id\n      item_type\n      by_item_id\n      by_item_type\n    }\n    removedItems {\n      item_id\n      item_type\n      by_item_id\n      by_item_type\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e860814fe16d5bbf84c3f8852e3b2406";

export default node;
