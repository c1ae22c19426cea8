/**
 * @generated SignedSource<<a44517e99bc895f19e3a761316939aa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteFormulaTemplateDialog_template$data = {
  readonly formula: string;
  readonly id: string;
  readonly micronutrient_id: string;
  readonly name: string;
  readonly " $fragmentType": "DeleteFormulaTemplateDialog_template";
};
export type DeleteFormulaTemplateDialog_template$key = {
  readonly " $data"?: DeleteFormulaTemplateDialog_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteFormulaTemplateDialog_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteFormulaTemplateDialog_template",
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
    }
  ],
  "type": "FormulaTemplate",
  "abstractKey": null
};

(node as any).hash = "b823bb8f4b5db73991b3777617ae0658";

export default node;
