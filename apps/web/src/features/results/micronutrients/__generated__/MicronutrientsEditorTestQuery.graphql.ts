/**
 * @generated SignedSource<<e2d31bb73ce479cc98a8fbe0c0b6fa0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsEditorTestQuery$variables = Record<PropertyKey, never>;
export type MicronutrientsEditorTestQuery$data = {
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsEditor_patient">;
  };
};
export type MicronutrientsEditorTestQuery = {
  response: MicronutrientsEditorTestQuery$data;
  variables: MicronutrientsEditorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "7"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
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
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "FormulaInputValue"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MicronutrientsEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
        "storageKey": "patient(id:\"7\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MicronutrientsEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              (v4/*:: as any*/)
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
              (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patient(id:\"7\")"
      }
    ]
  },
  "params": {
    "cacheID": "decdb559395cda7e9e0a21f9aa7aeb69",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "patient": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Patient"
        },
        "patient.id": (v5/*:: as any*/),
        "patient.isBeingProcessed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "patient.latestMicronutrients": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PatientMicronutrient"
        },
        "patient.latestMicronutrients.current_value": (v6/*:: as any*/),
        "patient.latestMicronutrients.explanation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DoseExplanation"
        },
        "patient.latestMicronutrients.explanation.calculated_at": (v7/*:: as any*/),
        "patient.latestMicronutrients.explanation.clamped": (v8/*:: as any*/),
        "patient.latestMicronutrients.explanation.failure": (v8/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs": (v9/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs.label": (v10/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs.name": (v10/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs.value": (v11/*:: as any*/),
        "patient.latestMicronutrients.explanation.max_value": (v6/*:: as any*/),
        "patient.latestMicronutrients.explanation.min_value": (v6/*:: as any*/),
        "patient.latestMicronutrients.explanation.raw_value": (v11/*:: as any*/),
        "patient.latestMicronutrients.explanation.source": (v10/*:: as any*/),
        "patient.latestMicronutrients.explanation.template_name": (v8/*:: as any*/),
        "patient.latestMicronutrients.explanation.template_version": (v12/*:: as any*/),
        "patient.latestMicronutrients.micronutrient_id": (v5/*:: as any*/),
        "patient.latestMicronutrients.recommended_value": (v11/*:: as any*/),
        "patient.latestMicronutrients.warnings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "patient.micronutrients_last_updated_at": (v7/*:: as any*/),
        "patient.recipeChangeProposals": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RecipeChangeProposalView"
        },
        "patient.recipeChangeProposals.changed_inputs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChangedInputView"
        },
        "patient.recipeChangeProposals.changed_inputs.after": (v11/*:: as any*/),
        "patient.recipeChangeProposals.changed_inputs.before": (v11/*:: as any*/),
        "patient.recipeChangeProposals.changed_inputs.label": (v10/*:: as any*/),
        "patient.recipeChangeProposals.changed_inputs.name": (v10/*:: as any*/),
        "patient.recipeChangeProposals.explanation": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DoseExplanation"
        },
        "patient.recipeChangeProposals.explanation.calculated_at": (v7/*:: as any*/),
        "patient.recipeChangeProposals.explanation.clamped": (v8/*:: as any*/),
        "patient.recipeChangeProposals.explanation.failure": (v8/*:: as any*/),
        "patient.recipeChangeProposals.explanation.inputs": (v9/*:: as any*/),
        "patient.recipeChangeProposals.explanation.inputs.label": (v10/*:: as any*/),
        "patient.recipeChangeProposals.explanation.inputs.name": (v10/*:: as any*/),
        "patient.recipeChangeProposals.explanation.inputs.value": (v11/*:: as any*/),
        "patient.recipeChangeProposals.explanation.max_value": (v6/*:: as any*/),
        "patient.recipeChangeProposals.explanation.min_value": (v6/*:: as any*/),
        "patient.recipeChangeProposals.explanation.raw_value": (v11/*:: as any*/),
        "patient.recipeChangeProposals.explanation.source": (v10/*:: as any*/),
        "patient.recipeChangeProposals.explanation.template_name": (v8/*:: as any*/),
        "patient.recipeChangeProposals.explanation.template_version": (v12/*:: as any*/),
        "patient.recipeChangeProposals.formattedUnit": (v10/*:: as any*/),
        "patient.recipeChangeProposals.id": (v5/*:: as any*/),
        "patient.recipeChangeProposals.micronutrient_name": (v10/*:: as any*/),
        "patient.recipeChangeProposals.new_value": (v6/*:: as any*/),
        "patient.recipeChangeProposals.old_value": (v6/*:: as any*/)
      }
    },
    "name": "MicronutrientsEditorTestQuery",
    "operationKind": "query",
    "text": "query MicronutrientsEditorTestQuery {\n  patient(id: \"7\") {\n    ...MicronutrientsEditor_patient\n    id\n  }\n}\n\nfragment ChangedInputs_inputs on ChangedInputView {\n  name\n  label\n  before\n  after\n}\n\nfragment DoseExplanationButton_explanation on DoseExplanation {\n  ...DoseExplanation_explanation\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment MicronutrientsEditor_patient on Patient {\n  id\n  isBeingProcessed\n  micronutrients_last_updated_at\n  latestMicronutrients {\n    ...MicronutrientsTable_doses\n  }\n  ...RecipeChangeProposals_patient\n}\n\nfragment MicronutrientsTable_doses on PatientMicronutrient {\n  micronutrient_id\n  current_value\n  recommended_value\n  warnings\n  explanation {\n    ...DoseExplanationButton_explanation\n  }\n}\n\nfragment RecipeChangeProposals_patient on Patient {\n  recipeChangeProposals {\n    id\n    micronutrient_name\n    formattedUnit\n    old_value\n    new_value\n    changed_inputs {\n      ...ChangedInputs_inputs\n    }\n    explanation {\n      ...DoseExplanation_explanation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "376bc2d4385152f01f53d93d2c265cf8";

export default node;
