/**
 * @generated SignedSource<<6433783c4578e1f1abf8f04f6347a452>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatisticsCardsQuery$variables = Record<PropertyKey, never>;
export type OrderStatisticsCardsQuery$data = {
  readonly orderStatistics: {
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
    "cacheID": "3506d30e545143c8f65a4a9d9b7275a2",
    "id": null,
    "metadata": {},
    "name": "OrderStatisticsCardsQuery",
    "operationKind": "query",
    "text": "query OrderStatisticsCardsQuery {\n  orderStatistics {\n    placedOrdersCount\n    placedOrdersSum\n    placedOrdersAverage\n    placedOrdersCountComparison\n    placedOrdersSumComparison\n    periodStart\n    previousPeriodStart\n    previousPeriodEnd\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b87507f22e3a851b0efdff8004a5789";

export default node;
