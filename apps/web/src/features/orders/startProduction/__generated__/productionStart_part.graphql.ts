/**
 * @generated SignedSource<<27dcfe48d2724f3f5f50bb23cba2557a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type productionStart_part$data = {
  readonly recipe: {
    readonly approved_at: any | null | undefined;
    readonly start_when_ready: boolean;
  } | null | undefined;
  readonly status: NoiOrderStatus;
  readonly " $fragmentType": "productionStart_part";
};
export type productionStart_part$key = {
  readonly " $data"?: productionStart_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"productionStart_part">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "productionStart_part"
};

(node as any).hash = "4c36d9ff5a599921c65669bb2ce711f2";

export default node;
