/**
 * @generated SignedSource<<959de3cf9bcccd6d21a0df7dad27fc8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentRefundStatus = "Failed" | "Pending" | "Queued" | "Refunded" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentSection_order$data = {
  readonly chargebacks: ReadonlyArray<{
    readonly amount: number;
    readonly createdAt: any;
    readonly id: string;
    readonly reason: string | null | undefined;
    readonly reversedAt: any | null | undefined;
  }>;
  readonly paymentMethod: string | null | undefined;
  readonly refunds: ReadonlyArray<{
    readonly amount: number;
    readonly canRetry: boolean;
    readonly createdAt: any;
    readonly id: string;
    readonly status: PaymentRefundStatus;
    readonly stornoNumber: string | null | undefined;
  }>;
  readonly " $fragmentType": "PaymentSection_order";
};
export type PaymentSection_order$key = {
  readonly " $data"?: PaymentSection_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentSection_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentSection_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentRefund",
      "kind": "LinkedField",
      "name": "refunds",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stornoNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRetry",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentChargeback",
      "kind": "LinkedField",
      "name": "chargebacks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reversedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "c42bb5eee71cedcd87a4082d08dd94d1";

export default node;
