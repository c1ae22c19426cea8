/**
 * @generated SignedSource<<822f1ee5d26bc83f48c5abb0f0c89fa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type NoiOrderType = "blood" | "dna" | "supplements" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderTimeline_order$data = {
  readonly noiOrders: ReadonlyArray<{
    readonly id: string;
    readonly sent_at: any | null | undefined;
    readonly status: NoiOrderStatus;
    readonly statusChanges: ReadonlyArray<{
      readonly changed_at: any;
      readonly status: NoiOrderStatus;
    }>;
    readonly type: NoiOrderType;
    readonly updated_at: any;
  }>;
  readonly placed_at: any | null | undefined;
  readonly " $fragmentType": "OrderTimeline_order";
};
export type OrderTimeline_order$key = {
  readonly " $data"?: OrderTimeline_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTimeline_order">;
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
  "name": "OrderTimeline_order",
  "selections": [
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
      "concreteType": "NoiOrder",
      "kind": "LinkedField",
      "name": "noiOrders",
      "plural": true,
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
          "name": "type",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updated_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PartStatusChange",
          "kind": "LinkedField",
          "name": "statusChanges",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "changed_at",
              "storageKey": null
            }
          ],
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

(node as any).hash = "e8473a11425c1ff9a1918419a576c077";

export default node;
