/**
 * @generated SignedSource<<21f08761c8494350a3d3281dfd70aada>>
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
  readonly referenceRange: {
    readonly ageFrom: number | null | undefined;
    readonly ageTo: number | null | undefined;
    readonly needsSignOff: boolean;
    readonly sex: string | null | undefined;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReferenceRange",
      "kind": "LinkedField",
      "name": "referenceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sex",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ageFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ageTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsSignOff",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "7ef35f9138cfaa292ac6a41c6ce1d4b1";

export default node;
