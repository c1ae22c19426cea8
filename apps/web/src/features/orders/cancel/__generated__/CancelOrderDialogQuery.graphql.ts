/**
 * @generated SignedSource<<8777157cd44b39b38dd705f183e40c6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type CancelOrderDialogQuery$variables = {
  id: string;
};
export type CancelOrderDialogQuery$data = {
  readonly order: {
    readonly id: string;
    readonly isCancelable: boolean;
    readonly order_number: string | null | undefined;
    readonly payment_status: PaymentStatus | null | undefined;
  };
};
export type CancelOrderDialogQuery = {
  response: CancelOrderDialogQuery$data;
  variables: CancelOrderDialogQuery$variables;
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
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "order",
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
        "name": "order_number",
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
        "name": "isCancelable",
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
    "name": "CancelOrderDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CancelOrderDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8a9a5db9da8af7dcbd55ea15225256c8",
    "id": null,
    "metadata": {},
    "name": "CancelOrderDialogQuery",
    "operationKind": "query",
    "text": "query CancelOrderDialogQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    id\n    order_number\n    payment_status\n    isCancelable\n  }\n}\n"
  }
};
})();

(node as any).hash = "838cf889c3332a3baf6d3420ded38dad";

export default node;
