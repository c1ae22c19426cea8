/**
 * @generated SignedSource<<2fde8442ad86c4f9d23c1e6ae357def9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsultingFeeStatus = "Canceled" | "Paid" | "Unpaid" | "%future added value";
export type ConsultingFeesOrderByColumn = "AMOUNT" | "CREATED_AT" | "PAID_AT" | "STATUS" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type ConsultingFeesOrderByClause = {
  column: ConsultingFeesOrderByColumn;
  order?: SortOrder;
};
export type ConsultingFeesResultsQuery$variables = {
  first: number;
  orderBy?: ReadonlyArray<ConsultingFeesOrderByClause> | null | undefined;
  page: number;
  search?: string | null | undefined;
  status?: ConsultingFeeStatus | null | undefined;
};
export type ConsultingFeesResultsQuery$data = {
  readonly consultingFees: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ConsultingFeesTable_fees">;
  };
};
export type ConsultingFeesResultsQuery = {
  response: ConsultingFeesResultsQuery$data;
  variables: ConsultingFeesResultsQuery$variables;
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
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v5 = [
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
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsultingFeesResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ConsultingFeePaginator",
        "kind": "LinkedField",
        "name": "consultingFees",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConsultingFeesTable_fees"
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConsultingFeesResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ConsultingFeePaginator",
        "kind": "LinkedField",
        "name": "consultingFees",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ConsultingFee",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paid_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ConsultingFeeOrder",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConsultingFeePatient",
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
                      },
                      (v7/*:: as any*/)
                    ],
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
    "cacheID": "bfa6b6e1e467819cac84e293be88a033",
    "id": null,
    "metadata": {},
    "name": "ConsultingFeesResultsQuery",
    "operationKind": "query",
    "text": "query ConsultingFeesResultsQuery(\n  $first: Int!\n  $page: Int!\n  $search: String\n  $status: ConsultingFeeStatus\n  $orderBy: [ConsultingFeesOrderByClause!]\n) {\n  consultingFees(first: $first, page: $page, search: $search, status: $status, orderBy: $orderBy) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    ...ConsultingFeesTable_fees\n  }\n}\n\nfragment ConsultingFeesTable_fees on ConsultingFeePaginator {\n  data {\n    id\n    amount\n    status\n    paid_at\n    order {\n      id\n      order_number\n      created_at\n      patient {\n        first_name\n        last_name\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d598dff612ddafffdd5becd5f69d432";

export default node;
