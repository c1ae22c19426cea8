/**
 * @generated SignedSource<<67399ed141a9f9af893f82aa3bc59bec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentRefundStatus = "Failed" | "Pending" | "Queued" | "Refunded" | "%future added value";
export type RetryRefundButtonMutation$variables = {
  id: string;
};
export type RetryRefundButtonMutation$data = {
  readonly retryRefund: {
    readonly canRetry: boolean;
    readonly id: string;
    readonly refundedAt: any | null | undefined;
    readonly status: PaymentRefundStatus;
  };
};
export type RetryRefundButtonMutation = {
  response: RetryRefundButtonMutation$data;
  variables: RetryRefundButtonMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PaymentRefund",
    "kind": "LinkedField",
    "name": "retryRefund",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
        "name": "canRetry",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refundedAt",
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
    "name": "RetryRefundButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetryRefundButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "55fb3f2261cb9206bf071092d0c32331",
    "id": null,
    "metadata": {},
    "name": "RetryRefundButtonMutation",
    "operationKind": "mutation",
    "text": "mutation RetryRefundButtonMutation(\n  $id: ID!\n) {\n  retryRefund(id: $id) {\n    id\n    status\n    canRetry\n    refundedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "9944201d7bf5ac4f9f12137e3400557e";

export default node;
