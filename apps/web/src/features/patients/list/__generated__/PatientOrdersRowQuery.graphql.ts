/**
 * @generated SignedSource<<8224a96ff8f3c2ae888ebea18346954c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
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
      readonly invoice: {
        readonly id: string;
        readonly number: string;
      } | null | undefined;
      readonly invoiceDownloadIsDisabled: boolean;
      readonly isCancelable: boolean;
      readonly order_number: string | null | undefined;
      readonly payment_status: PaymentStatus | null | undefined;
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
            "name": "invoiceDownloadIsDisabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "invoice",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
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
    "cacheID": "9cc552225f58b5bb97207c6ecc59d1e0",
    "id": null,
    "metadata": {},
    "name": "PatientOrdersRowQuery",
    "operationKind": "query",
    "text": "query PatientOrdersRowQuery(\n  $id: ID!\n  $first: Int!\n) {\n  patient(id: $id) {\n    id\n    orders(first: $first) {\n      id\n      order_number\n      created_at\n      status\n      payment_status\n      total_price\n      isCancelable\n      invoiceDownloadIsDisabled\n      invoice {\n        id\n        number\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "190749d83366873231a18e0084383cf2";

export default node;
