/**
 * @generated SignedSource<<683d53e883b8589e1061cdb3e38ef493>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditAnalysisDialog_entry$data = {
  readonly currentValue: number;
  readonly id: string;
  readonly isDeletable: boolean;
  readonly valueDate: string;
  readonly " $fragmentType": "EditAnalysisDialog_entry";
};
export type EditAnalysisDialog_entry$key = {
  readonly " $data"?: EditAnalysisDialog_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditAnalysisDialog_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditAnalysisDialog_entry",
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
      "name": "isDeletable",
      "storageKey": null
    }
  ],
  "type": "BloodMarkerHistoryEntry",
  "abstractKey": null
};

(node as any).hash = "9d211c63abef90acd2a003dbe3530d36";

export default node;
