/**
 * @generated SignedSource<<ede0ec4739be3fd59cbac0742c8a0b1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationResultsQuery$variables = {
  first: number;
  page: number;
  patient_id: string;
  search?: string | null | undefined;
};
export type MedicationResultsQuery$data = {
  readonly patientMedicationResults: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MedicationLiterature_results" | "MedicationRow_result">;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
    };
  };
};
export type MedicationResultsQuery = {
  response: MedicationResultsQuery$data;
  variables: MedicationResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patient_id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "patient_id",
    "variableName": "patient_id"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PaginatorInfo",
  "kind": "LinkedField",
  "name": "paginatorInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "chapter_text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "result",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "result_text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "chapter",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text_de",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicationResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MedicationResultPaginator",
        "kind": "LinkedField",
        "name": "patientMedicationResults",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicationResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MedicationRow_result"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MedicationLiterature_results"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MedicationResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MedicationResultPaginator",
        "kind": "LinkedField",
        "name": "patientMedicationResults",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicationResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Medication",
                "kind": "LinkedField",
                "name": "medication",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name_de",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "atcCode",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "literature",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MedicationInterpretation",
                "kind": "LinkedField",
                "name": "effect",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MedicationInterpretation",
                "kind": "LinkedField",
                "name": "breakdown",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MedicationInterpretation",
                "kind": "LinkedField",
                "name": "dosis",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "edcd6781c2922011307ffec2ee623ea3",
    "id": null,
    "metadata": {},
    "name": "MedicationResultsQuery",
    "operationKind": "query",
    "text": "query MedicationResultsQuery(\n  $patient_id: ID!\n  $search: String\n  $first: Int!\n  $page: Int!\n) {\n  patientMedicationResults(patient_id: $patient_id, search: $search, first: $first, page: $page) {\n    paginatorInfo {\n      total\n      lastPage\n    }\n    data {\n      id\n      ...MedicationRow_result\n      ...MedicationLiterature_results\n    }\n  }\n}\n\nfragment InterpretationDetails_interpretation on MedicationInterpretation {\n  chapter\n  chapter_text\n  text_de\n}\n\nfragment InterpretationTag_interpretation on MedicationInterpretation {\n  chapter_text\n  result\n  result_text\n}\n\nfragment MedicationLiterature_results on MedicationResult {\n  medication {\n    literature\n    id\n  }\n}\n\nfragment MedicationRow_result on MedicationResult {\n  medication {\n    name_de\n    atcCode\n    id\n  }\n  effect {\n    ...InterpretationTag_interpretation\n    ...InterpretationDetails_interpretation\n  }\n  breakdown {\n    ...InterpretationTag_interpretation\n    ...InterpretationDetails_interpretation\n  }\n  dosis {\n    ...InterpretationTag_interpretation\n    ...InterpretationDetails_interpretation\n  }\n}\n"
  }
};
})();

(node as any).hash = "70b1b5fbd22c512f3a3f126d20e684dd";

export default node;
