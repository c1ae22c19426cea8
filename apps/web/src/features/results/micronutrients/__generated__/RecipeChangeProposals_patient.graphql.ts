/**
 * @generated SignedSource<<90081cb3e3346eabd9035ffada509b9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeChangeProposals_patient$data = {
  readonly recipeChangeProposals: ReadonlyArray<{
    readonly changed_inputs: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ChangedInputs_inputs">;
    }>;
    readonly explanation: {
      readonly " $fragmentSpreads": FragmentRefs<"DoseExplanation_explanation">;
    };
    readonly formattedUnit: string;
    readonly id: string;
    readonly micronutrient_name: string;
    readonly new_value: number;
    readonly old_value: number;
  }>;
  readonly " $fragmentType": "RecipeChangeProposals_patient";
};
export type RecipeChangeProposals_patient$key = {
  readonly " $data"?: RecipeChangeProposals_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipeChangeProposals_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipeChangeProposals_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RecipeChangeProposalView",
      "kind": "LinkedField",
      "name": "recipeChangeProposals",
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
          "name": "micronutrient_name",
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
          "name": "old_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "new_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChangedInputView",
          "kind": "LinkedField",
          "name": "changed_inputs",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ChangedInputs_inputs"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DoseExplanation",
          "kind": "LinkedField",
          "name": "explanation",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DoseExplanation_explanation"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "a9b0d91e66052487858d3a75ebb295e5";

export default node;
