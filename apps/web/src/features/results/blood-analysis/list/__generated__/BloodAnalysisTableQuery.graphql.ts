/**
 * @generated SignedSource<<f47854ffd6da86daf41552c4162d1c28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodAnalysisTableQuery$variables = {
  patientId: string;
  search?: string | null | undefined;
};
export type BloodAnalysisTableQuery$data = {
  readonly bloodAnalysisList: ReadonlyArray<{
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
  "name": "currentValue",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
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
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueBound",
                "kind": "LinkedField",
                "name": "maxValue",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
    "cacheID": "e1d6cc8dbda3e8650a807afeea1ab27d",
    "id": null,
    "metadata": {},
    "name": "BloodAnalysisTableQuery",
    "operationKind": "query",
    "text": "query BloodAnalysisTableQuery(\n  $patientId: ID!\n  $search: String\n) {\n  bloodAnalysisList(patientId: $patientId, search: $search) {\n    id\n    currentValue\n    ...BloodMarkerRow_marker\n  }\n}\n\nfragment BloodMarkerRow_marker on BloodMarker {\n  name\n  code\n  valueDate\n  currentValue\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  value_text\n  valueIntervals {\n    ...ValueScale_intervals\n  }\n  ...ResultValue_marker\n}\n\nfragment ResultValue_marker on BloodMarker {\n  currentValue\n  currentValueColor\n  formattedUnit\n  min_optimal_value\n  max_optimal_value\n  value_text\n}\n\nfragment ValueScale_intervals on ValueIntervals {\n  minValue {\n    value\n    color\n  }\n  maxValue {\n    value\n    color\n  }\n  intervals {\n    value\n    color\n    length_percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f462cad7df3b952bff71037d6a92bdb";

export default node;
