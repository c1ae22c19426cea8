/**
 * @generated SignedSource<<52b9e7882db882e8b3af087eab9e7fce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodEntryFormQuery$variables = {
  patientId: string;
};
export type BloodEntryFormQuery$data = {
  readonly analysisParameters: {
    readonly data: ReadonlyArray<{
      readonly formattedUnit: string | null | undefined;
      readonly id: string;
      readonly lower_input_limit_value: number | null | undefined;
      readonly mostRecentResults: ReadonlyArray<{
        readonly id: string;
        readonly valueDate: string;
      }>;
      readonly name: string;
      readonly upper_input_limit_value: number | null | undefined;
    }>;
  };
};
export type BloodEntryFormQuery = {
  response: BloodEntryFormQuery$data;
  variables: BloodEntryFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "analysis_type",
        "value": "Blood"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "AnalysisParameterPaginator",
    "kind": "LinkedField",
    "name": "analysisParameters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalysisParameter",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "formattedUnit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lower_input_limit_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "upper_input_limit_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "patientId",
                "variableName": "patientId"
              }
            ],
            "concreteType": "AnalysisResultRef",
            "kind": "LinkedField",
            "name": "mostRecentResults",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "valueDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "analysisParameters(analysis_type:\"Blood\",first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodEntryFormQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BloodEntryFormQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9d3d968331ad6cb9ec617e3efc090712",
    "id": null,
    "metadata": {},
    "name": "BloodEntryFormQuery",
    "operationKind": "query",
    "text": "query BloodEntryFormQuery(\n  $patientId: ID!\n) {\n  analysisParameters(analysis_type: Blood, first: 100) {\n    data {\n      id\n      name\n      formattedUnit\n      lower_input_limit_value\n      upper_input_limit_value\n      mostRecentResults(patientId: $patientId) {\n        id\n        valueDate\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d2e96ad1c67ea177c6ed2fd680b3fe8";

export default node;
