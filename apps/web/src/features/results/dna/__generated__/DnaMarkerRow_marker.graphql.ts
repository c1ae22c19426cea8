/**
 * @generated SignedSource<<3e833d44c6da1edd3d5fac6a2947fd7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DnaMarkerRow_marker$data = {
  readonly code: string;
  readonly interpretation: {
    readonly current_value: number;
    readonly current_value_color: string;
    readonly value_bg_color: string;
    readonly value_color: string;
    readonly value_text: string;
  } | null | undefined;
  readonly intervals: ReadonlyArray<{
    readonly color: string;
    readonly length_percent: number;
    readonly value: number;
  }>;
  readonly name: string;
  readonly scalebar_title: string;
  readonly valueDate: string | null | undefined;
  readonly " $fragmentType": "DnaMarkerRow_marker";
};
export type DnaMarkerRow_marker$key = {
  readonly " $data"?: DnaMarkerRow_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"DnaMarkerRow_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DnaMarkerRow_marker",
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
      "name": "scalebar_title",
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
      "concreteType": "ValueInterval",
      "kind": "LinkedField",
      "name": "intervals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "length_percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DnaInterpretation",
      "kind": "LinkedField",
      "name": "interpretation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value_color",
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
          "name": "value_color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value_bg_color",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DnaMarker",
  "abstractKey": null
};

(node as any).hash = "101d0d985208719d82820363728c10b3";

export default node;
