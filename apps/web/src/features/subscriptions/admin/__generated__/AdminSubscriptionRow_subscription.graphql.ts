/**
 * @generated SignedSource<<a5baed2e89cfe0ed960bb36eece8b5f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminSubscriptionRow_subscription$data = {
  readonly current_period_end: any;
  readonly id: string;
  readonly orders: ReadonlyArray<{
    readonly created_at: any;
    readonly id: string;
    readonly order_number: string | null | undefined;
    readonly payment_status: PaymentStatus | null | undefined;
    readonly status: OrderStatus;
    readonly total_price: number;
  }>;
  readonly patient: {
    readonly first_name: string;
    readonly id: string;
    readonly last_name: string;
    readonly medicalCenter: {
      readonly id: string;
      readonly user: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly start_date: any;
  readonly unpaid_orders_count: number;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
  readonly " $fragmentType": "AdminSubscriptionRow_subscription";
};
export type AdminSubscriptionRow_subscription$key = {
  readonly " $data"?: AdminSubscriptionRow_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSubscriptionRow_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSubscriptionRow_subscription",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start_date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current_period_end",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unpaid_orders_count",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubscriptionStatusTag_subscription"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "first_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MedicalCenter",
          "kind": "LinkedField",
          "name": "medicalCenter",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplementSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "4fe9e77b1c10c769bcd34fec80672f37";

export default node;
