/**
 * @generated SignedSource<<153c344870c806d5fae52b9e3b4654cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisResultSource = "Doctor" | "Noi" | "Upload" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarkerSummary_marker$data = {
  readonly currentSource: AnalysisResultSource | null | undefined;
  readonly currentValue: number | null | undefined;
  readonly formattedUnit: string;
  readonly max_optimal_value: number | null | undefined;
  readonly min_optimal_value: number | null | undefined;
  readonly name: string;
  readonly valueDate: string | null | undefined;
  readonly valueIntervals: {
    readonly " $fragmentSpreads": FragmentRefs<"ValueScale_intervals">;
  };
  readonly value_description: string | null | undefined;
  readonly value_text: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ResultValue_marker">;
  readonly " $fragmentType": "MarkerSummary_marker";
};
export type MarkerSummary_marker$key = {
  readonly " $data"?: MarkerSummary_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerSummary_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkerSummary_marker",
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
      "name": "currentValue",
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
      "name": "valueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentSource",
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
      "name": "value_text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value_description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ValueIntervals",
      "kind": "LinkedField",
      "name": "valueIntervals",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ValueScale_intervals"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResultValue_marker"
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "36a970344bb550df6ec6b3c1dc303748";

export default node;
