/**
 * @generated SignedSource<<413c742c21aa0683e8e895a4d3ed8034>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionPending = "payment" | "results" | "%future added value";
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatusTag_subscription$data = {
  readonly pending: SubscriptionPending | null | undefined;
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "SubscriptionStatusTag_subscription";
};
export type SubscriptionStatusTag_subscription$key = {
  readonly " $data"?: SubscriptionStatusTag_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionStatusTag_subscription",
  "selections": [
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
      "name": "pending",
      "storageKey": null
    }
  ],
  "type": "SupplementSubscription",
  "abstractKey": null
};

(node as any).hash = "1aac9a5344a095409268b9ee8420fe7a";

export default node;
