/**
 * @generated SignedSource<<ae1c1a9c5c070bcd8507628f5d4cd74f>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ScaleBar_intervals">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ScaleBar_intervals"
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

(node as any).hash = "f73cfbc393a67f0af0868f2b5c9a6b3c";

export default node;
