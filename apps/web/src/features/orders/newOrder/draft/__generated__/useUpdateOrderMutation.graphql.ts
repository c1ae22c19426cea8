/**
 * @generated SignedSource<<98a67bf2f759917952ce352ab4bd0e57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopItemKind = "Bundle" | "CustomBundle" | "CustomProduct" | "Product" | "%future added value";
export type UpdateOrderInput = {
  billing_address?: OrderAddressInput | null | undefined;
  delivery_address?: OrderAddressInput | null | undefined;
  discount_code_id?: string | null | undefined;
  id: string;
  items?: ReadonlyArray<CartItemInput> | null | undefined;
  order_email?: string | null | undefined;
  patient?: PatientConnectInput | null | undefined;
};
export type OrderAddressInput = {
  address: string;
  city: string;
  country_id: string;
  state?: string | null | undefined;
  zip_code: string;
};
export type CartItemInput = {
  item_id: string;
  item_type: ShopItemKind;
  quantity?: number;
};
export type PatientConnectInput = {
  connect: string;
};
export type useUpdateOrderMutation$variables = {
  input: UpdateOrderInput;
};
export type useUpdateOrderMutation$data = {
  readonly updateOrder: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderReview_order" | "useOrderCart_order">;
  };
};
export type useUpdateOrderMutation = {
  response: useUpdateOrderMutation$data;
  variables: useUpdateOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "original_price",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_de",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_en",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discount_amount",
  "storageKey": null
},
v7 = [
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
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "updateOrder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOrderCart_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderReview_order"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "updateOrder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              (v3/*:: as any*/),
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
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v6/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "order_email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmationIsCurrent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryAddressIsValid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "delivery_address",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "billing_address",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
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
                "name": "title",
                "storageKey": null
              },
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date_of_birth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "biological_sex",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a4853a8f31e9f875ffa82851bf8e6cd3",
    "id": null,
    "metadata": {},
    "name": "useUpdateOrderMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateOrderMutation(\n  $input: UpdateOrderInput!\n) {\n  updateOrder(input: $input) {\n    id\n    ...useOrderCart_order\n    ...OrderReview_order\n  }\n}\n\nfragment AddressCard_address on OrderAddress {\n  address\n  zip_code\n  city\n  state\n  country {\n    id\n    name_de\n    name_en\n  }\n}\n\nfragment OrderReview_order on Order {\n  id\n  order_email\n  confirmationIsCurrent\n  deliveryAddressIsValid\n  delivery_address {\n    ...AddressCard_address\n  }\n  billing_address {\n    ...AddressCard_address\n  }\n  patient {\n    ...ReviewPatientCard_patient\n    id\n  }\n}\n\nfragment ReviewPatientCard_patient on Patient {\n  title\n  first_name\n  last_name\n  date_of_birth\n  biological_sex\n  email\n}\n\nfragment useOrderCart_order on Order {\n  items {\n    item_id\n    item_type\n    quantity\n    original_price\n    final_price\n    resolvedItem {\n      __typename\n      name_de\n      name_en\n      type\n      period_days\n      id\n    }\n    id\n  }\n  original_price\n  discount_amount\n  total_price\n  taxes {\n    category\n    rate\n    tax_amount\n  }\n  discountCode {\n    code\n    rules {\n      discount_type\n      discount_amount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea713c5bb9f8fa4f629a24d1cb1176b6";

export default node;
