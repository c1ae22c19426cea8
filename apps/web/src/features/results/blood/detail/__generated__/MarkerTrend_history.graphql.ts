/**
 * @generated SignedSource<<e33fb2dab9a131f7e910c44ac99cf2c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkerTrend_history$data = ReadonlyArray<{
  readonly currentValue: number;
  readonly valueDate: string;
  readonly " $fragmentType": "MarkerTrend_history";
}>;
export type MarkerTrend_history$key = ReadonlyArray<{
  readonly " $data"?: MarkerTrend_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerTrend_history">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarkerTrend_history",
  "selections": [
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
    }
  ],
  "type": "BloodMarkerHistoryEntry",
  "abstractKey": null
};

(node as any).hash = "7ad82e6eaa90e207cab358c096fa0777";

export default node;
