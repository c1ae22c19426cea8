/**
 * @generated SignedSource<<2b5c0f91738e9de8285b9ccd2849ea51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EditAnalysisDialogQuery$variables = Record<PropertyKey, never>;
export type EditAnalysisDialogQuery$data = {
  readonly analysisParameters: {
    readonly data: ReadonlyArray<{
      readonly code: string;
      readonly formattedUnit: string | null | undefined;
      readonly id: string;
      readonly lower_input_limit_value: number | null | undefined;
      readonly name: string;
      readonly upper_input_limit_value: number | null | undefined;
    }>;
  };
};
export type EditAnalysisDialogQuery = {
  response: EditAnalysisDialogQuery$data;
  variables: EditAnalysisDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EditAnalysisDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditAnalysisDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "20c57e1cacabaa8b399c0a9ce235d49a",
    "id": null,
    "metadata": {},
    "name": "EditAnalysisDialogQuery",
    "operationKind": "query",
    "text": "query EditAnalysisDialogQuery {\n  analysisParameters(analysis_type: Blood, first: 100) {\n    data {\n      id\n      code\n      name\n      formattedUnit\n      lower_input_limit_value\n      upper_input_limit_value\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88eb6aa91e26c6ef9269e3066ce51066";

export default node;
