/**
 * @generated SignedSource<<035da19a02a0668cfaa231b95dd7f5ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionsTable_row$data = {
  readonly id: string;
  readonly next_production_start: string;
  readonly orders: ReadonlyArray<{
    readonly created_at: any;
    readonly id: string;
    readonly order_number: string | null | undefined;
  }>;
  readonly price_per_period: number | null | undefined;
  readonly start_date: any;
  readonly status: SubscriptionStatus;
  readonly unpaid_orders_count: number;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusTag_subscription">;
  readonly " $fragmentType": "SubscriptionsTable_row";
};
export type SubscriptionsTable_row$key = {
  readonly " $data"?: SubscriptionsTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionsTable_row">;
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
  "name": "SubscriptionsTable_row",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "start_date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "next_production_start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price_per_period",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplementSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "56766d2bb667e0b26a572c225c592dfa";

export default node;
