/**
 * @generated SignedSource<<83f2b2ddbe197cdc3aa8063643f7cb12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetailsHeader_order$data = {
  readonly created_at: any;
  readonly order_email: string | null | undefined;
  readonly order_number: string | null | undefined;
  readonly paymentLink: {
    readonly expires_at: any;
    readonly last_sent_at: any | null | undefined;
    readonly sent_count: number;
  } | null | undefined;
  readonly payment_status: PaymentStatus | null | undefined;
  readonly placed_at: any | null | undefined;
  readonly shipment_carrier: string | null | undefined;
  readonly shipment_number: string | null | undefined;
  readonly shipment_tracking_url: string | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "OrderDetailsHeader_order";
};
export type OrderDetailsHeader_order$key = {
  readonly " $data"?: OrderDetailsHeader_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsHeader_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetailsHeader_order",
  "selections": [
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
      "name": "placed_at",
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
      "name": "order_email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipment_carrier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipment_number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipment_tracking_url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentLinkInfo",
      "kind": "LinkedField",
      "name": "paymentLink",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent_count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_sent_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expires_at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "925012bd110d3f13cfa25e5171ac445c";

export default node;
