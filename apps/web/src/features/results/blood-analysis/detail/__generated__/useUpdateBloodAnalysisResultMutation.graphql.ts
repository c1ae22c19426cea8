/**
 * @generated SignedSource<<71a996caeab6075d2b054f0d8a8fce54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateBloodAnalysisResultMutation$variables = {
  date: string;
  id: string;
  value: string;
};
export type useUpdateBloodAnalysisResultMutation$data = {
  readonly updateBloodAnalysisResult: {
    readonly currentValue: number;
    readonly id: string;
    readonly valueDate: string;
  };
};
export type useUpdateBloodAnalysisResultMutation = {
  response: useUpdateBloodAnalysisResultMutation$data;
  variables: useUpdateBloodAnalysisResultMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "value"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": "BloodMarkerHistoryEntry",
    "kind": "LinkedField",
    "name": "updateBloodAnalysisResult",
    "plural": false,
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
        "name": "currentValue",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateBloodAnalysisResultMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateBloodAnalysisResultMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "7bcd355e43a400937714220fabf97a6d",
    "id": null,
    "metadata": {},
    "name": "useUpdateBloodAnalysisResultMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateBloodAnalysisResultMutation(\n  $id: ID!\n  $value: String!\n  $date: String!\n) {\n  updateBloodAnalysisResult(id: $id, value: $value, date: $date) {\n    id\n    currentValue\n    valueDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "6715a9f6ba4cce27032b43e427e50925";

export default node;
