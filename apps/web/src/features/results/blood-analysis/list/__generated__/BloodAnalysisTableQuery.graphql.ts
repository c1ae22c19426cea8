/**
 * @generated SignedSource<<f5faca6c5c8c79f86e96a57741c232af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodMarkerCategory = "BloodCount" | "Hormones" | "Inflammation" | "Iron" | "Kidney" | "Lipids" | "Liver" | "Minerals" | "Other" | "Thyroid" | "Vitamins" | "%future added value";
export type BloodAnalysisTableQuery$variables = {
  patientId: string;
  search?: string | null | undefined;
};
export type BloodAnalysisTableQuery$data = {
  readonly bloodAnalysisList: ReadonlyArray<{
    readonly category: BloodMarkerCategory;
    readonly currentValue: number | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BloodMarkerRow_marker">;
  }>;
};
export type BloodAnalysisTableQuery = {
  response: BloodAnalysisTableQuery$data;
  variables: BloodAnalysisTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
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
  "name": "category",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentValue",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v7 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodAnalysisTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BloodMarker",
        "kind": "LinkedField",
        "name": "bloodAnalysisList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BloodMarkerRow_marker"
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
    "name": "BloodAnalysisTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BloodMarker",
        "kind": "LinkedField",
        "name": "bloodAnalysisList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valueDate",
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
            "name": "min_optimal_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max_optimal_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value_text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodMarkerTrendPoint",
            "kind": "LinkedField",
            "name": "trend",
            "plural": true,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ValueIntervals",
            "kind": "LinkedField",
            "name": "valueIntervals",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueBound",
                "kind": "LinkedField",
                "name": "minValue",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueBound",
                "kind": "LinkedField",
                "name": "maxValue",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueInterval",
                "kind": "LinkedField",
                "name": "intervals",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "length_percent",
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
            "name": "currentValueColor",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "95737eb735af2df4a748cec63f8e8c5f",
    "id": null,
    "metadata": {},
    "name": "BloodAnalysisTableQuery",
    "operationKind": "query",
    "text": "query BloodAnalysisTableQuery(\n  $patientId: ID!\n  $search: String\n) {\n  bloodAnalysisList(patientId: $patientId, search: $search) {\n    id\n    category\n    currentValue\n    ...BloodMarkerRow_marker\n  }\n}\n\nfragment BloodMarkerRow_marker on BloodMarker {\n  name\n  code\n  valueDate\n  currentValue\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  value_text\n  trend {\n    value\n  }\n  valueIntervals {\n    ...ValueScale_intervals\n  }\n  ...ResultValue_marker\n}\n\nfragment ResultValue_marker on BloodMarker {\n  currentValue\n  currentValueColor\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  value_text\n}\n\nfragment ValueScale_intervals on ValueIntervals {\n  minValue {\n    value\n    color\n  }\n  maxValue {\n    value\n    color\n  }\n  intervals {\n    value\n    color\n    length_percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "a597e5e68ace683c86bf5b8ed115b5d6";

export default node;
