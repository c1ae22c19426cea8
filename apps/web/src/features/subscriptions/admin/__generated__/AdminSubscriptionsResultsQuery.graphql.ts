/**
 * @generated SignedSource<<a0a72b3a9861fc29dc0f3ca789f770aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
export type AdminSubscriptionsResultsQuery$variables = {
  doctorId?: string | null | undefined;
  first: number;
  page: number;
  search?: string | null | undefined;
  status?: SubscriptionStatus | null | undefined;
};
export type AdminSubscriptionsResultsQuery$data = {
  readonly subscriptions: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AdminSubscriptionRow_subscription">;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
  };
};
export type AdminSubscriptionsResultsQuery = {
  response: AdminSubscriptionsResultsQuery$data;
  variables: AdminSubscriptionsResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "doctorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
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
    "name": "doctorId",
    "variableName": "doctorId"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
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
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
    "name": "AdminSubscriptionsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "SubscriptionPaginator",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminSubscriptionRow_subscription"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminSubscriptionsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "SubscriptionPaginator",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "start_date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current_period_end",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unpaid_orders_count",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pending",
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
                  (v7/*:: as any*/),
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
                    "concreteType": "MedicalCenter",
                    "kind": "LinkedField",
                    "name": "medicalCenter",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "orders",
                "plural": true,
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
                  (v8/*:: as any*/),
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
    "cacheID": "dac7117d480eb82b65262caabf4d1911",
    "id": null,
    "metadata": {},
    "name": "AdminSubscriptionsResultsQuery",
    "operationKind": "query",
    "text": "query AdminSubscriptionsResultsQuery(\n  $first: Int!\n  $page: Int!\n  $search: String\n  $doctorId: ID\n  $status: SubscriptionStatus\n) {\n  subscriptions(first: $first, page: $page, search: $search, doctorId: $doctorId, status: $status) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    data {\n      id\n      ...AdminSubscriptionRow_subscription\n    }\n  }\n}\n\nfragment AdminSubscriptionRow_subscription on SupplementSubscription {\n  id\n  start_date\n  current_period_end\n  unpaid_orders_count\n  ...SubscriptionStatusTag_subscription\n  patient {\n    id\n    first_name\n    last_name\n    medicalCenter {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n  orders {\n    id\n    order_number\n    created_at\n    status\n    payment_status\n    total_price\n  }\n}\n\nfragment SubscriptionStatusTag_subscription on SupplementSubscription {\n  status\n  pending\n}\n"
  }
};
})();

(node as any).hash = "1ba46161d89ff06c2382de8b5fd211d8";

export default node;
