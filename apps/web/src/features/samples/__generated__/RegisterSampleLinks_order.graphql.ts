/**
 * @generated SignedSource<<011bdda78fc72d6bb846e7a964ff9880>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type SampleStatus = "NotRegistered" | "Registered" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RegisterSampleLinks_order$data = {
  readonly bloodSample: {
    readonly barcode: string | null | undefined;
    readonly status: SampleStatus;
  } | null | undefined;
  readonly dnaSample: {
    readonly barcode: string | null | undefined;
    readonly status: SampleStatus;
  } | null | undefined;
  readonly id: string;
  readonly status: OrderStatus;
  readonly " $fragmentType": "RegisterSampleLinks_order";
};
export type RegisterSampleLinks_order$key = {
  readonly " $data"?: RegisterSampleLinks_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegisterSampleLinks_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "barcode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegisterSampleLinks_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Sample",
      "kind": "LinkedField",
      "name": "bloodSample",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sample",
      "kind": "LinkedField",
      "name": "dnaSample",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "6fff01e771ee7f26bee669af3e6a36b7";

export default node;
