/**
 * @generated SignedSource<<dc6ad66b2e4d619eba0e98087b669bfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoseExplanationTestQuery$variables = Record<PropertyKey, never>;
export type DoseExplanationTestQuery$data = {
  readonly patient: {
    readonly latestMicronutrients: ReadonlyArray<{
      readonly explanation: {
        readonly " $fragmentSpreads": FragmentRefs<"DoseExplanation_explanation">;
      } | null | undefined;
    }>;
  };
};
export type DoseExplanationTestQuery = {
  response: DoseExplanationTestQuery$data;
  variables: DoseExplanationTestQuery$variables;
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
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DoseExplanationTestQuery",
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
    "name": "DoseExplanationTestQuery",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "patient(id:\"7\")"
      }
    ]
  },
  "params": {
    "cacheID": "d59a3a4e72008722143e529e67feb712",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "patient": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Patient"
        },
        "patient.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "patient.latestMicronutrients": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PatientMicronutrient"
        },
        "patient.latestMicronutrients.explanation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DoseExplanation"
        },
        "patient.latestMicronutrients.explanation.calculated_at": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "patient.latestMicronutrients.explanation.clamped": (v1/*:: as any*/),
        "patient.latestMicronutrients.explanation.failure": (v1/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FormulaInputValue"
        },
        "patient.latestMicronutrients.explanation.inputs.label": (v2/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs.name": (v2/*:: as any*/),
        "patient.latestMicronutrients.explanation.inputs.value": (v3/*:: as any*/),
        "patient.latestMicronutrients.explanation.max_value": (v4/*:: as any*/),
        "patient.latestMicronutrients.explanation.min_value": (v4/*:: as any*/),
        "patient.latestMicronutrients.explanation.raw_value": (v3/*:: as any*/),
        "patient.latestMicronutrients.explanation.source": (v2/*:: as any*/),
        "patient.latestMicronutrients.explanation.template_name": (v1/*:: as any*/),
        "patient.latestMicronutrients.explanation.template_version": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "DoseExplanationTestQuery",
    "operationKind": "query",
    "text": "query DoseExplanationTestQuery {\n  patient(id: \"7\") {\n    latestMicronutrients {\n      explanation {\n        ...DoseExplanation_explanation\n      }\n    }\n    id\n  }\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n"
  }
};
})();

(node as any).hash = "2a6abd1084249fa81bf96b3166c81c64";

export default node;
