/**
 * @generated SignedSource<<6ccb2dd648558e74a7faf5ff1f27c223>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersOrderByColumn = "CREATED_AT" | "ORDER_NUMBER" | "PAYMENT_STATUS" | "PLACED_AT" | "STATUS" | "TOTAL_PRICE" | "%future added value";
export type ProductType = "Blood" | "DnaFertility" | "DnaGeneticRisk" | "DnaNutrigenetics" | "DnaPharmacoGenetics" | "DnaWeightGenetics" | "Supplements" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type OrdersOrderByClause = {
  column: OrdersOrderByColumn;
  order?: SortOrder;
};
export type OrdersResultsQuery$variables = {
  first: number;
  orderBy?: ReadonlyArray<OrdersOrderByClause> | null | undefined;
  page: number;
  patient_id?: string | null | undefined;
  productType?: ProductType | null | undefined;
  search?: string | null | undefined;
};
export type OrdersResultsQuery$data = {
  readonly orders: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"OrdersTable_orders">;
  };
};
export type OrdersResultsQuery = {
  response: OrdersResultsQuery$data;
  variables: OrdersResultsQuery$variables;
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
  "name": "orderBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patient_id"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productType"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "patient_id",
    "variableName": "patient_id"
  },
  {
    "kind": "Variable",
    "name": "productType",
    "variableName": "productType"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PaginatorInfo",
  "kind": "LinkedField",
  "name": "paginatorInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalIsLowerBound",
      "storageKey": null
    }
  ],
  "storageKey": null
},
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
  "name": "status",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "barcode",
    "storageKey": null
  },
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "OrderPaginator",
        "kind": "LinkedField",
        "name": "orders",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrdersTable_orders"
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrdersResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "OrderPaginator",
        "kind": "LinkedField",
        "name": "orders",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "order_number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "created_at",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payment_status",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "isCancelable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "consultationDue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shipment_carrier",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shipment_number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shipment_tracking_url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "bloodSample",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "dnaSample",
                "plural": false,
                "selections": (v10/*:: as any*/),
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
                  (v8/*:: as any*/),
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
    "cacheID": "6268a7a4aebe2d7c4232b22bb45eccbc",
    "id": null,
    "metadata": {},
    "name": "OrdersResultsQuery",
    "operationKind": "query",
    "text": "query OrdersResultsQuery(\n  $patient_id: ID\n  $productType: ProductType\n  $first: Int!\n  $page: Int!\n  $search: String\n  $orderBy: [OrdersOrderByClause!]\n) {\n  orders(patient_id: $patient_id, productType: $productType, first: $first, page: $page, search: $search, orderBy: $orderBy) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    ...OrdersTable_orders\n  }\n}\n\nfragment OrdersTable_orders on OrderPaginator {\n  data {\n    id\n    order_number\n    created_at\n    status\n    payment_status\n    total_price\n    isCancelable\n    consultationDue\n    shipment_carrier\n    shipment_number\n    shipment_tracking_url\n    ...RegisterSampleLinks_order\n    patient {\n      id\n      first_name\n      last_name\n    }\n  }\n}\n\nfragment RegisterSampleLinks_order on Order {\n  id\n  status\n  bloodSample {\n    status\n    barcode\n    id\n  }\n  dnaSample {\n    status\n    barcode\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "90e488fe9d1e9de4bb3a6fda6840f3c0";

export default node;
