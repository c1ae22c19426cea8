/**
 * @generated SignedSource<<7451d841b88be7255176feffd401f68e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardChartsQuery$variables = Record<PropertyKey, never>;
export type DashboardChartsQuery$data = {
  readonly adminOrdersPerDay: {
    readonly lastMonth: ReadonlyArray<{
      readonly day: number;
      readonly orders: number;
      readonly revenue: number;
    }>;
    readonly thisMonth: ReadonlyArray<{
      readonly day: number;
      readonly orders: number;
      readonly revenue: number;
    }>;
  };
  readonly adminSubscriptionsPerWeek: ReadonlyArray<{
    readonly active: number;
    readonly paused: number;
    readonly weekStart: string;
  }>;
};
export type DashboardChartsQuery = {
  response: DashboardChartsQuery$data;
  variables: DashboardChartsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "day",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "orders",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revenue",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminOrdersPerDay",
    "kind": "LinkedField",
    "name": "adminOrdersPerDay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderDay",
        "kind": "LinkedField",
        "name": "thisMonth",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderDay",
        "kind": "LinkedField",
        "name": "lastMonth",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SubscriptionWeek",
    "kind": "LinkedField",
    "name": "adminSubscriptionsPerWeek",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weekStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paused",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardChartsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardChartsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f4fede071c9d9dfd95a6f9713a82ae9a",
    "id": null,
    "metadata": {},
    "name": "DashboardChartsQuery",
    "operationKind": "query",
    "text": "query DashboardChartsQuery {\n  adminOrdersPerDay {\n    thisMonth {\n      day\n      orders\n      revenue\n    }\n    lastMonth {\n      day\n      orders\n      revenue\n    }\n  }\n  adminSubscriptionsPerWeek {\n    weekStart\n    active\n    paused\n  }\n}\n"
  }
};
})();

(node as any).hash = "eebe740a1fce8693cb203b2ca7e60027";

export default node;
