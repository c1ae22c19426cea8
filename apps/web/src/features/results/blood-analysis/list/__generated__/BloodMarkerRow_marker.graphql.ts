/**
 * @generated SignedSource<<0885afd79f9a39577a5a51f0ad29e109>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodMarkerRow_marker$data = {
  readonly code: string;
  readonly currentValue: number | null | undefined;
  readonly formattedUnit: string;
  readonly max_optimal_value: number | null | undefined;
  readonly min_optimal_value: number | null | undefined;
  readonly name: string;
  readonly trend: ReadonlyArray<{
    readonly value: number;
  }>;
  readonly valueDate: string | null | undefined;
  readonly valueIntervals: {
    readonly " $fragmentSpreads": FragmentRefs<"ValueScale_intervals">;
  };
  readonly value_text: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ResultValue_marker">;
  readonly " $fragmentType": "BloodMarkerRow_marker";
};
export type BloodMarkerRow_marker$key = {
  readonly " $data"?: BloodMarkerRow_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodMarkerRow_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodMarkerRow_marker",
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
      "name": "code",
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
      "concreteType": "BloodMarkerTrendPoint",
      "kind": "LinkedField",
      "name": "trend",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
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

(node as any).hash = "a7dea411227ba903960557814596404f";

export default node;
