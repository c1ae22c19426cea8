/**
 * @generated SignedSource<<7d8820a3b526cb53b8cdaa6c819c0c4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
export type SubscriptionsResultsQuery$variables = {
  first: number;
  patientId: string;
};
export type SubscriptionsResultsQuery$data = {
  readonly patient: {
    readonly latestSubscription: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
    } | null | undefined;
  };
  readonly subscriptions: {
    readonly data: ReadonlyArray<{
      readonly status: SubscriptionStatus;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"SubscriptionChangeRequestCallouts_subscriptions" | "SubscriptionsTable_subscriptions">;
  };
};
export type SubscriptionsResultsQuery = {
  response: SubscriptionsResultsQuery$data;
  variables: SubscriptionsResultsQuery$variables;
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
  "name": "patientId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "patientId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pending",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SubscriptionPaginator",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionsTable_subscriptions"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionChangeRequestCallouts_subscriptions"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "latestSubscription",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SubscriptionStatusTag_subscription"
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SubscriptionsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SubscriptionPaginator",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
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
                "name": "next_production_start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price_per_period",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unpaid_orders_count",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "orders",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SubscriptionChangeRequest",
                "kind": "LinkedField",
                "name": "openChangeRequest",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requested_at",
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
        "args": (v4/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "latestSubscription",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7070aec571075fb2a91bc9aafc24a9eb",
    "id": null,
    "metadata": {},
    "name": "SubscriptionsResultsQuery",
    "operationKind": "query",
    "text": "query SubscriptionsResultsQuery(\n  $patientId: ID!\n  $first: Int!\n) {\n  subscriptions(patientId: $patientId, first: $first) {\n    data {\n      status\n      id\n    }\n    ...SubscriptionsTable_subscriptions\n    ...SubscriptionChangeRequestCallouts_subscriptions\n  }\n  patient(id: $patientId) {\n    latestSubscription {\n      id\n      ...SubscriptionStatusTag_subscription\n    }\n    id\n  }\n}\n\nfragment SubscriptionChangeRequestCallouts_subscriptions on SubscriptionPaginator {\n  data {\n    openChangeRequest {\n      id\n      kind\n      message\n      requested_at\n    }\n    id\n  }\n}\n\nfragment SubscriptionStatusTag_subscription on SupplementSubscription {\n  status\n  pending\n}\n\nfragment SubscriptionsTable_row on SupplementSubscription {\n  id\n  status\n  start_date\n  next_production_start\n  price_per_period\n  unpaid_orders_count\n  ...SubscriptionStatusTag_subscription\n  orders {\n    id\n    order_number\n    created_at\n  }\n}\n\nfragment SubscriptionsTable_subscriptions on SubscriptionPaginator {\n  data {\n    id\n    ...SubscriptionsTable_row\n  }\n}\n"
  }
};
})();

(node as any).hash = "62623fe4ed9a160552a9f817e2ad2883";

export default node;
