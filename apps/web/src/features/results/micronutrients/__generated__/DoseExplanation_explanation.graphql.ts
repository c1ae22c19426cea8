/**
 * @generated SignedSource<<5189de3577b29bf9e5e5d610c9469612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoseExplanation_explanation$data = {
  readonly calculated_at: any | null | undefined;
  readonly clamped: string | null | undefined;
  readonly failure: string | null | undefined;
  readonly inputs: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
    readonly value: number | null | undefined;
  }>;
  readonly max_value: number;
  readonly min_value: number;
  readonly raw_value: number | null | undefined;
  readonly source: string;
  readonly template_name: string | null | undefined;
  readonly template_version: number | null | undefined;
  readonly " $fragmentType": "DoseExplanation_explanation";
};
export type DoseExplanation_explanation$key = {
  readonly " $data"?: DoseExplanation_explanation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoseExplanation_explanation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DoseExplanation_explanation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "template_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "template_version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "raw_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clamped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "min_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormulaInputValue",
      "kind": "LinkedField",
      "name": "inputs",
      "plural": true,
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
          "name": "label",
          "storageKey": null
        },
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
      "kind": "ScalarField",
      "name": "calculated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failure",
      "storageKey": null
    }
  ],
  "type": "DoseExplanation",
  "abstractKey": null
};

(node as any).hash = "5aa6e2723162c70a83b3d8a13cc90810";

export default node;
