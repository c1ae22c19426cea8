/**
 * @generated SignedSource<<c5a0c194a05b0dd97080d6b733122cd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientDetailPageQuery$variables = {
  id: string;
};
export type MicronutrientDetailPageQuery$data = {
  readonly micronutrient: {
    readonly analysisParameters: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AnalysisParameterLinks_parameters">;
    }>;
    readonly bibliography: ReadonlyArray<string>;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formattedUnit",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min_value",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max_value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "function",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "efsa_opinion",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "safety_opinion",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "laboratory_parameters",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bibliography",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/),
  (v2/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "deficiencySymptoms",
  "plural": true,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "indications",
  "plural": true,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "NamedEntry",
  "kind": "LinkedField",
  "name": "contraindications",
  "plural": true,
  "selections": (v13/*:: as any*/),
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
        "concreteType": "Micronutrient",
        "kind": "LinkedField",
        "name": "micronutrient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
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
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/)
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
        "concreteType": "Micronutrient",
        "kind": "LinkedField",
        "name": "micronutrient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LinkedAnalysisParameter",
            "kind": "LinkedField",
            "name": "analysisParameters",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v2/*:: as any*/),
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
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ec9856ae379cae5fc32506c3575d98d1",
    "id": null,
    "metadata": {},
    "name": "MicronutrientDetailPageQuery",
    "operationKind": "query",
    "text": "query MicronutrientDetailPageQuery(\n  $id: ID!\n) {\n  micronutrient(id: $id) {\n    name\n    formattedUnit\n    min_value\n    max_value\n    description\n    function\n    efsa_opinion\n    safety_opinion\n    laboratory_parameters\n    bibliography\n    analysisParameters {\n      ...AnalysisParameterLinks_parameters\n      id\n    }\n    deficiencySymptoms {\n      id\n      name\n    }\n    indications {\n      id\n      name\n    }\n    contraindications {\n      id\n      name\n    }\n    id\n  }\n}\n\nfragment AnalysisParameterLinks_parameters on LinkedAnalysisParameter {\n  id\n  name\n  code\n  analysis_type\n}\n"
  }
};
})();

(node as any).hash = "028d5f3a9e9c6a5f5ac50d1898f0aa2d";

export default node;
