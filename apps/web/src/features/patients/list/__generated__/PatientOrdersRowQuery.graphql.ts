/**
 * @generated SignedSource<<93786c9a3c909402379869d46f8bb532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PatientOrdersRowQuery$variables = {
  first: number;
  id: string;
};
export type PatientOrdersRowQuery$data = {
  readonly patient: {
    readonly id: string;
    readonly orders: ReadonlyArray<{
      readonly created_at: any;
      readonly id: string;
      readonly order_number: string;
      readonly status: OrderStatus;
      readonly total_price: number;
    }>;
  };
};
export type PatientOrdersRowQuery = {
  response: PatientOrdersRowQuery$data;
  variables: PatientOrdersRowQuery$variables;
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
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "patient",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          }
        ],
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
            "name": "total_price",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientOrdersRowQuery",
    "selections": (v3/*:: as any*/),
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
    "name": "PatientOrdersRowQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "5765ea04a6d1abe4a18a1f6df57b3513",
    "id": null,
    "metadata": {},
    "name": "PatientOrdersRowQuery",
    "operationKind": "query",
    "text": "query PatientOrdersRowQuery(\n  $id: ID!\n  $first: Int!\n) {\n  patient(id: $id) {\n    id\n    orders(first: $first) {\n      id\n      order_number\n      created_at\n      status\n      total_price\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6985247eb63c9ffdd2aff9f54053cbf";

export default node;
