/**
 * @generated SignedSource<<0132288e1f677823c14b9e97038c822a>>
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
  readonly value_color: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value_color",
      "storageKey": null
    }
  ],
  "type": "BloodMarkerHistoryEntry",
  "abstractKey": null
};

(node as any).hash = "ad6e66f5b1a7ea9be1088e0943ace402";

export default node;
