/**
 * @generated SignedSource<<9484fb9297e20643d8b58ea9c09d3058>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaHelpPanel_inputs$data = ReadonlyArray<{
  readonly kind: string;
  readonly label: string;
  readonly name: string;
  readonly " $fragmentType": "FormulaHelpPanel_inputs";
}>;
export type FormulaHelpPanel_inputs$key = ReadonlyArray<{
  readonly " $data"?: FormulaHelpPanel_inputs$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormulaHelpPanel_inputs">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FormulaHelpPanel_inputs",
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
      "name": "kind",
      "storageKey": null
    }
  ],
  "type": "FormulaInput",
  "abstractKey": null
};

(node as any).hash = "de1eb45d1627f22fb0bbfb28799e5ff6";

export default node;
