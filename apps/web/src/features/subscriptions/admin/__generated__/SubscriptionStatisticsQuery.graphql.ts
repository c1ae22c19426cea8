/**
 * @generated SignedSource<<457e0026f5977d7356e6535774e5ad2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatisticsQuery$variables = Record<PropertyKey, never>;
export type SubscriptionStatisticsQuery$data = {
  readonly subscriptionStatistics: {
    readonly active: number;
    readonly canceled: number;
    readonly paused: number;
    readonly total: number;
  };
};
export type SubscriptionStatisticsQuery = {
  response: SubscriptionStatisticsQuery$data;
  variables: SubscriptionStatisticsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SubscriptionStatistics",
    "kind": "LinkedField",
    "name": "subscriptionStatistics",
    "plural": false,
    "selections": [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canceled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
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
    "name": "SubscriptionStatisticsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionStatisticsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2fa2a1f324018312261dc568beccebf1",
    "id": null,
    "metadata": {},
    "name": "SubscriptionStatisticsQuery",
    "operationKind": "query",
    "text": "query SubscriptionStatisticsQuery {\n  subscriptionStatistics {\n    active\n    paused\n    canceled\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "a082f068540c3672ca0a46591a4fb873";

export default node;
