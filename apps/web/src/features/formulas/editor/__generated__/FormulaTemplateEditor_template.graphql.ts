/**
 * @generated SignedSource<<b4fc050d747cff77339e20f87bd67d5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplateEditor_template$data = {
  readonly formula: string;
  readonly id: string;
  readonly micronutrient_id: string;
  readonly name: string;
  readonly sort_order: number;
  readonly test_input_value: string | null | undefined;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteFormulaTemplateDialog_template">;
  readonly " $fragmentType": "FormulaTemplateEditor_template";
};
export type FormulaTemplateEditor_template$key = {
  readonly " $data"?: FormulaTemplateEditor_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateEditor_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormulaTemplateEditor_template",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "formula",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "micronutrient_id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sort_order",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "test_input_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteFormulaTemplateDialog_template"
    }
  ],
  "type": "FormulaTemplate",
  "abstractKey": null
};

(node as any).hash = "343ac5cf10748c6f49c8b500f774a135";

export default node;
