/**
 * @generated SignedSource<<c21e0d860320ec13f429c70f297c4239>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkerTrend_marker$data = {
  readonly formattedUnit: string;
  readonly lab_max_value: number | null | undefined;
  readonly lab_min_value: number | null | undefined;
  readonly max_optimal_value: number | null | undefined;
  readonly min_optimal_value: number | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "MarkerTrend_marker";
};
export type MarkerTrend_marker$key = {
  readonly " $data"?: MarkerTrend_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerTrend_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkerTrend_marker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "min_optimal_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max_optimal_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lab_min_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lab_max_value",
      "storageKey": null
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "388bd8a058d31ec54bb45859dc9fd5d3";

export default node;
