/**
 * @generated SignedSource<<e57d90c7350e8dd3e6cfbbc1272139c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisResultSource = "Doctor" | "Noi" | "Upload" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarkerHistoryTable_entries$data = ReadonlyArray<{
  readonly currentValue: number;
  readonly formattedUnit: string;
  readonly id: string;
  readonly isDeletable: boolean;
  readonly source: AnalysisResultSource;
  readonly valueDate: string;
  readonly " $fragmentType": "MarkerHistoryTable_entries";
}>;
export type MarkerHistoryTable_entries$key = ReadonlyArray<{
  readonly " $data"?: MarkerHistoryTable_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerHistoryTable_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarkerHistoryTable_entries",
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
      "name": "currentValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formattedUnit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDeletable",
      "storageKey": null
    }
  ],
  "type": "BloodMarkerHistoryEntry",
  "abstractKey": null
};

(node as any).hash = "8b5fe298bb3fa5aa0ac77e1a4e3033d9";

export default node;
