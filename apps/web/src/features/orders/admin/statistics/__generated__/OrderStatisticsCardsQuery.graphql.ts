/**
 * @generated SignedSource<<653cb3ca5f150e5ad354f5def44b56a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatisticsCardsQuery$variables = Record<PropertyKey, never>;
export type OrderStatisticsCardsQuery$data = {
  readonly orderStatistics: {
    readonly chargebacksCount: number;
    readonly chargebacksSum: number;
    readonly failedRefundsCount: number;
    readonly periodStart: any;
    readonly placedOrdersAverage: number;
    readonly placedOrdersCount: number;
    readonly placedOrdersCountComparison: number | null | undefined;
    readonly placedOrdersSum: number;
    readonly placedOrdersSumComparison: number | null | undefined;
    readonly previousPeriodEnd: any;
    readonly previousPeriodStart: any;
  };
};
export type OrderStatisticsCardsQuery = {
  response: OrderStatisticsCardsQuery$data;
  variables: OrderStatisticsCardsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrderStatistics",
    "kind": "LinkedField",
    "name": "orderStatistics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedOrdersCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedOrdersSum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedOrdersAverage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedOrdersCountComparison",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedOrdersSumComparison",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previousPeriodStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previousPeriodEnd",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chargebacksCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chargebacksSum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failedRefundsCount",
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
    "name": "OrderStatisticsCardsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrderStatisticsCardsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3f87a6c1eee7aed9778686bb65d8dfd4",
    "id": null,
    "metadata": {},
    "name": "OrderStatisticsCardsQuery",
    "operationKind": "query",
    "text": "query OrderStatisticsCardsQuery {\n  orderStatistics {\n    placedOrdersCount\n    placedOrdersSum\n    placedOrdersAverage\n    placedOrdersCountComparison\n    placedOrdersSumComparison\n    periodStart\n    previousPeriodStart\n    previousPeriodEnd\n    chargebacksCount\n    chargebacksSum\n    failedRefundsCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b04fb1a7c09435168cdf4b46adb73a3";

export default node;
