/**
 * @generated SignedSource<<b54463f20a498f810111cc2882420d8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteAnalysisDialog_entry$data = {
  readonly currentValue: number;
  readonly formattedUnit: string;
  readonly id: string;
  readonly isDeletable: boolean;
  readonly valueDate: string;
  readonly " $fragmentType": "DeleteAnalysisDialog_entry";
};
export type DeleteAnalysisDialog_entry$key = {
  readonly " $data"?: DeleteAnalysisDialog_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteAnalysisDialog_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteAnalysisDialog_entry",
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

(node as any).hash = "12934dc95f872cceea38027bea1af46d";

export default node;
