/**
 * @generated SignedSource<<d6429a396fb6cc0b54fed753ad59b392>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaTemplateEditor_catalogue$data = {
  readonly formulaInputs: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FormulaHelpPanel_inputs">;
  }>;
  readonly micronutrients: {
    readonly data: ReadonlyArray<{
      readonly formattedUnit: string;
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "FormulaTemplateEditor_catalogue";
};
export type FormulaTemplateEditor_catalogue$key = {
  readonly " $data"?: FormulaTemplateEditor_catalogue$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormulaTemplateEditor_catalogue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormulaTemplateEditor_catalogue",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "MicronutrientPaginator",
      "kind": "LinkedField",
      "name": "micronutrients",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Micronutrient",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
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
              "name": "formattedUnit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "micronutrients(first:100)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormulaInput",
      "kind": "LinkedField",
      "name": "formulaInputs",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FormulaHelpPanel_inputs"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "329d31cdf50f4136702446196dec121e";

export default node;
