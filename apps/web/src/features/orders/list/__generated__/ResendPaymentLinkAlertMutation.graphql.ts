/**
 * @generated SignedSource<<e70117dbe930769a40e115601fabac82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type ResendPaymentLinkAlertMutation$variables = {
  orderId: string;
};
export type ResendPaymentLinkAlertMutation$data = {
  readonly resendPaymentLink: {
    readonly id: string;
    readonly payment_status: PaymentStatus | null | undefined;
  };
};
export type ResendPaymentLinkAlertMutation = {
  response: ResendPaymentLinkAlertMutation$data;
  variables: ResendPaymentLinkAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "resendPaymentLink",
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
    "name": "ResendPaymentLinkAlertMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResendPaymentLinkAlertMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "70959c7d14c260b1942ba1f178a264ba",
    "id": null,
    "metadata": {},
    "name": "ResendPaymentLinkAlertMutation",
    "operationKind": "mutation",
    "text": "mutation ResendPaymentLinkAlertMutation(\n  $orderId: ID!\n) {\n  resendPaymentLink(orderId: $orderId) {\n    id\n    payment_status\n  }\n}\n"
  }
};
})();

(node as any).hash = "514689c14a4fdf80b5a54edc191c0240";

export default node;
