/**
 * @generated SignedSource<<dca0cad4101f6afc1e668c311f66f0b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useProcessingPollRefreshQuery$variables = {
  id: string;
};
export type useProcessingPollRefreshQuery$data = {
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsEditor_patient">;
  };
};
export type useProcessingPollRefreshQuery = {
  response: useProcessingPollRefreshQuery$data;
  variables: useProcessingPollRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "DoseExplanation",
  "kind": "LinkedField",
  "name": "explanation",
  "plural": false,
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcessingPollRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MicronutrientsEditor_patient"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcessingPollRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isBeingProcessed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "micronutrients_last_updated_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientMicronutrient",
            "kind": "LinkedField",
            "name": "latestMicronutrients",
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
                "name": "current_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recommended_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "warnings",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RecipeChangeProposalView",
            "kind": "LinkedField",
            "name": "recipeChangeProposals",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "before",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "after",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4b55d2b4366812675ca26e71375d79c1",
    "id": null,
    "metadata": {},
    "name": "useProcessingPollRefreshQuery",
    "operationKind": "query",
    "text": "query useProcessingPollRefreshQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    ...MicronutrientsEditor_patient\n    id\n  }\n}\n\nfragment ChangedInputs_inputs on ChangedInputView {\n  name\n  label\n  before\n  after\n}\n\nfragment DoseExplanationButton_explanation on DoseExplanation {\n  ...DoseExplanation_explanation\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment MicronutrientsEditor_patient on Patient {\n  id\n  isBeingProcessed\n  micronutrients_last_updated_at\n  latestMicronutrients {\n    ...MicronutrientsTable_doses\n  }\n  ...RecipeChangeProposals_patient\n}\n\nfragment MicronutrientsTable_doses on PatientMicronutrient {\n  micronutrient_id\n  current_value\n  recommended_value\n  warnings\n  explanation {\n    ...DoseExplanationButton_explanation\n  }\n}\n\nfragment RecipeChangeProposals_patient on Patient {\n  recipeChangeProposals {\n    id\n    micronutrient_name\n    formattedUnit\n    old_value\n    new_value\n    changed_inputs {\n      ...ChangedInputs_inputs\n    }\n    explanation {\n      ...DoseExplanation_explanation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c470c86b64c4cc36b78b9fa9061a0933";

export default node;
