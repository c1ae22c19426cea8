/**
 * @generated SignedSource<<2440c55d251486fbfe9039ce180c26b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvoiceStatus = "Canceled" | "Issued" | "%future added value";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type useCancelOrderMutation$variables = {
  id: string;
};
export type useCancelOrderMutation$data = {
  readonly cancelOrder: {
    readonly id: string;
    readonly invoice: {
      readonly id: string;
      readonly isCancelable: boolean;
      readonly number: string;
      readonly status: InvoiceStatus;
    } | null | undefined;
    readonly invoiceDownloadIsDisabled: boolean;
    readonly isCancelable: boolean;
    readonly payment_status: PaymentStatus | null | undefined;
    readonly status: OrderStatus;
    readonly storno: {
      readonly id: string;
      readonly number: string;
    } | null | undefined;
  };
};
export type useCancelOrderMutation = {
  response: useCancelOrderMutation$data;
  variables: useCancelOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelable",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "cancelOrder",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "payment_status",
        "storageKey": null
      },
      (v3/*:: as any*/),
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
          (v1/*:: as any*/),
          (v4/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Storno",
        "kind": "LinkedField",
        "name": "storno",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelOrderMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelOrderMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "d78f9cd8d55ab394c52a5330913bbd63",
    "id": null,
    "metadata": {},
    "name": "useCancelOrderMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelOrderMutation(\n  $id: ID!\n) {\n  cancelOrder(id: $id) {\n    id\n    status\n    payment_status\n    isCancelable\n    invoiceDownloadIsDisabled\n    invoice {\n      id\n      number\n      status\n      isCancelable\n    }\n    storno {\n      id\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "65b38d3c858615a2994bd1c95d37aebb";

export default node;
