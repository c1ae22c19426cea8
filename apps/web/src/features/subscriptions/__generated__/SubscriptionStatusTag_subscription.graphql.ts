/**
 * @generated SignedSource<<73d5b02c39da502cfe932964e2881b99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type PaymentStatus = "Canceled" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatusTag_subscription$data = {
  readonly latestOrder: {
    readonly payment_status: PaymentStatus | null | undefined;
    readonly supplementsNoiOrder: {
      readonly status: NoiOrderStatus;
    } | null | undefined;
  } | null | undefined;
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "SubscriptionStatusTag_subscription";
};
export type SubscriptionStatusTag_subscription$key = {
  readonly " $data"?: SubscriptionStatusTag_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionStatusTag_subscription",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "latestOrder",
      "plural": false,
      "selections": [
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
          "concreteType": "NoiOrder",
          "kind": "LinkedField",
          "name": "supplementsNoiOrder",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
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

(node as any).hash = "b8e2047f16513e8f1f51746624be4b83";

export default node;
