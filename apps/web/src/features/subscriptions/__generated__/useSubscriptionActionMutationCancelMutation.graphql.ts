/**
 * @generated SignedSource<<f4e539dcb5101e5f97a63f51893cd909>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
export type useSubscriptionActionMutationCancelMutation$variables = {
  id: string;
};
export type useSubscriptionActionMutationCancelMutation$data = {
  readonly cancelSubscription: {
    readonly id: string;
    readonly patient: {
      readonly id: string;
      readonly latestSubscription: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
      } | null | undefined;
    } | null | undefined;
    readonly status: SubscriptionStatus;
    readonly " $fragmentSpreads": FragmentRefs<"SubscriptionsTable_row">;
  };
};
export type useSubscriptionActionMutationCancelMutation = {
  response: useSubscriptionActionMutationCancelMutation$data;
  variables: useSubscriptionActionMutationCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pending",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubscriptionActionMutationCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SupplementSubscription",
        "kind": "LinkedField",
        "name": "cancelSubscription",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionsTable_row"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplementSubscription",
                "kind": "LinkedField",
                "name": "latestSubscription",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
    "name": "useSubscriptionActionMutationCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SupplementSubscription",
        "kind": "LinkedField",
        "name": "cancelSubscription",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplementSubscription",
                "kind": "LinkedField",
                "name": "latestSubscription",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
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
    "cacheID": "c2511cce3af9ec20312818199eb617f5",
    "id": null,
    "metadata": {},
    "name": "useSubscriptionActionMutationCancelMutation",
    "operationKind": "mutation",
    "text": "mutation useSubscriptionActionMutationCancelMutation(\n  $id: ID!\n) {\n  cancelSubscription(id: $id) {\n    id\n    status\n    ...SubscriptionsTable_row\n    patient {\n      id\n      latestSubscription {\n        id\n        ...SubscriptionStatusTag_subscription\n      }\n    }\n  }\n}\n\nfragment SubscriptionStatusTag_subscription on SupplementSubscription {\n  status\n  pending\n}\n\nfragment SubscriptionsTable_row on SupplementSubscription {\n  id\n  status\n  start_date\n  next_production_start\n  price_per_period\n  unpaid_orders_count\n  ...SubscriptionStatusTag_subscription\n  orders {\n    id\n    order_number\n    created_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "eac3cf58d9e80f8fa3092a8e025fb8a1";

export default node;
