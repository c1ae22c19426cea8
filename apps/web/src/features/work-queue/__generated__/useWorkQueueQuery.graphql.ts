/**
 * @generated SignedSource<<726af7f359942f18f8ce086251bc5382>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkQueueItemKind = "BloodUploadsRejected" | "BloodUploadsWaiting" | "CreditNotesToPay" | "LabRegistrationErrors" | "LabReportsQuarantined" | "PaymentsFailed" | "PaymentsOverdue" | "RecipesToApprove" | "ResultsUnopened" | "SamplesToRegister" | "SubscriptionPaymentsPending" | "%future added value";
export type useWorkQueueQuery$variables = Record<PropertyKey, never>;
export type useWorkQueueQuery$data = {
  readonly workQueue: {
    readonly items: ReadonlyArray<{
      readonly count: number;
      readonly kind: WorkQueueItemKind;
      readonly target: string;
    }>;
    readonly total: number;
  };
};
export type useWorkQueueQuery = {
  response: useWorkQueueQuery$data;
  variables: useWorkQueueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WorkQueue",
    "kind": "LinkedField",
    "name": "workQueue",
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
        "concreteType": "WorkQueueItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
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
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "target",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWorkQueueQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWorkQueueQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5865cbf720ebe2f0acddf43cd49438d9",
    "id": null,
    "metadata": {},
    "name": "useWorkQueueQuery",
    "operationKind": "query",
    "text": "query useWorkQueueQuery {\n  workQueue {\n    total\n    items {\n      kind\n      count\n      target\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45902fdf40ecc927d17c81295d8a012e";

export default node;
