/**
 * @generated SignedSource<<897b5dbfefaa07364f823786543c0ec0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type SampleStatus = "NotRegistered" | "Registered" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RegisterSampleDialog_order$data = {
  readonly bloodSample: {
    readonly id: string;
    readonly status: SampleStatus;
  } | null | undefined;
  readonly dnaSample: {
    readonly id: string;
    readonly status: SampleStatus;
  } | null | undefined;
  readonly id: string;
  readonly order_number: string | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "RegisterSampleDialog_order";
};
export type RegisterSampleDialog_order$key = {
  readonly " $data"?: RegisterSampleDialog_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegisterSampleDialog_order">;
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
  "name": "status",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegisterSampleDialog_order",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "Sample",
      "kind": "LinkedField",
      "name": "bloodSample",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sample",
      "kind": "LinkedField",
      "name": "dnaSample",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "ac0da35497f04bfb94e6b0c25313ba39";

export default node;
