/**
 * @generated SignedSource<<890a9eaf87ebe9d58e33800d2b1f9314>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientDetailPageQuery$variables = {
  id: string;
  patientId: string;
};
export type MicronutrientDetailPageQuery$data = {
  readonly micronutrient: {
    readonly analysisParameters: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AnalysisParameterLinks_parameters">;
    }>;
    readonly bibliography: ReadonlyArray<string>;
    readonly cap_basis: string;
    readonly contraindications: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly deficiencySymptoms: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly description: string;
    readonly efsa_opinion: string;
    readonly formattedUnit: string;
    readonly function: ReadonlyArray<string>;
    readonly indications: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly laboratory_parameters: string;
    readonly max_value: number;
    readonly min_value: number;
    readonly name: string;
    readonly safety_opinion: string;
  } | null | undefined;
  readonly patient: {
    readonly latestMicronutrients: ReadonlyArray<{
      readonly micronutrient_id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MicronutrientRecommendation_dose">;
    }>;
  };
};
export type MicronutrientDetailPageQuery = {
  response: MicronutrientDetailPageQuery$data;
  variables: MicronutrientDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "patientId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "micronutrient_id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formattedUnit",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min_value",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max_value",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "function",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "efsa_opinion",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "safety_opinion",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cap_basis",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "laboratory_parameters",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bibliography",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = [
  (v15/*:: as any*/),
  (v4/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "deficiencySymptoms",
  "plural": true,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "indications",
  "plural": true,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "contraindications",
  "plural": true,
  "selections": (v16/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MicronutrientDetailPageQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "PatientMicronutrient",
            "kind": "LinkedField",
            "name": "latestMicronutrients",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MicronutrientRecommendation_dose"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Micronutrient",
        "kind": "LinkedField",
        "name": "micronutrient",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LinkedAnalysisParameter",
            "kind": "LinkedField",
            "name": "analysisParameters",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AnalysisParameterLinks_parameters"
              }
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
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
    "name": "MicronutrientDetailPageQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "PatientMicronutrient",
            "kind": "LinkedField",
            "name": "latestMicronutrients",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormulaInputValue",
                    "kind": "LinkedField",
                    "name": "inputs",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
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
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Micronutrient",
        "kind": "LinkedField",
        "name": "micronutrient",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LinkedAnalysisParameter",
            "kind": "LinkedField",
            "name": "analysisParameters",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "analysis_type",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "31883a899efd7841821299ccccdf0dba",
    "id": null,
    "metadata": {},
    "name": "MicronutrientDetailPageQuery",
    "operationKind": "query",
    "text": "query MicronutrientDetailPageQuery(\n  $id: ID!\n  $patientId: ID!\n) {\n  patient(id: $patientId) {\n    latestMicronutrients {\n      micronutrient_id\n      ...MicronutrientRecommendation_dose\n    }\n    id\n  }\n  micronutrient(id: $id) {\n    name\n    formattedUnit\n    min_value\n    max_value\n    description\n    function\n    efsa_opinion\n    safety_opinion\n    cap_basis\n    laboratory_parameters\n    bibliography\n    analysisParameters {\n      ...AnalysisParameterLinks_parameters\n      id\n    }\n    deficiencySymptoms {\n      id\n      name\n    }\n    indications {\n      id\n      name\n    }\n    contraindications {\n      id\n      name\n    }\n    id\n  }\n}\n\nfragment AnalysisParameterLinks_parameters on LinkedAnalysisParameter {\n  id\n  name\n  code\n  analysis_type\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment MicronutrientRecommendation_dose on PatientMicronutrient {\n  current_value\n  recommended_value\n  warnings\n  explanation {\n    ...DoseExplanation_explanation\n  }\n}\n"
  }
};
})();

(node as any).hash = "0774198f34017c98875f52deb241cc09";

export default node;
