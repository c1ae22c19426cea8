/**
 * @generated SignedSource<<527a4cebf5a9f561dee48338c83031db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type OrderSummaryDialogQuery$variables = {
  id: string;
};
export type OrderSummaryDialogQuery$data = {
  readonly order: {
    readonly id: string;
    readonly order_number: string | null | undefined;
    readonly payment_status: PaymentStatus | null | undefined;
    readonly total_price: number;
  };
};
export type OrderSummaryDialogQuery = {
  response: OrderSummaryDialogQuery$data;
  variables: OrderSummaryDialogQuery$variables;
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
        "name": "total_price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "payment_status",
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
    "name": "OrderSummaryDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderSummaryDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2dd19f2ef3efbd69d2c61fd69f18351d",
    "id": null,
    "metadata": {},
    "name": "OrderSummaryDialogQuery",
    "operationKind": "query",
    "text": "query OrderSummaryDialogQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    id\n    order_number\n    total_price\n    payment_status\n  }\n}\n"
  }
};
})();

(node as any).hash = "73551bd6d0a7139b1b345821595362bf";

export default node;
