/**
 * @generated SignedSource<<0d7222faacf6333f9dcd15fe10cdf55f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SupplementRecipe_part$data = {
  readonly recipe: {
    readonly approved_at: any | null | undefined;
    readonly computed_at: any | null | undefined;
    readonly items: ReadonlyArray<{
      readonly explanation: {
        readonly " $fragmentSpreads": FragmentRefs<"DoseExplanationButton_explanation">;
      };
      readonly formattedUnit: string;
      readonly micronutrient_id: string;
      readonly name: string;
      readonly quantity: number;
      readonly warnings: ReadonlyArray<string>;
    }>;
    readonly start_when_ready: boolean;
  } | null | undefined;
  readonly status: NoiOrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"StartProductionButton_part" | "productionStart_part">;
  readonly " $fragmentType": "SupplementRecipe_part";
};
export type SupplementRecipe_part$key = {
  readonly " $data"?: SupplementRecipe_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplementRecipe_part">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approved_at",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start_when_ready",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplementRecipe_part",
  "selections": [
    (v0/*:: as any*/),
    {
      "kind": "InlineDataFragmentSpread",
      "name": "productionStart_part",
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SupplementRecipeView",
          "kind": "LinkedField",
          "name": "recipe",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StartProductionButton_part"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplementRecipeView",
      "kind": "LinkedField",
      "name": "recipe",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "computed_at",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "RecipeIngredientView",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
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
              "name": "warnings",
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
                  "name": "DoseExplanationButton_explanation"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NoiOrder",
  "abstractKey": null
};
})();

(node as any).hash = "947b01717980ae9fde2a5574ab5af4a5";

export default node;
