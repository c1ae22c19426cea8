/**
 * @generated SignedSource<<9f480c996d55fbd7ec51625abbd3a1bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteAnalysisResultMutation$variables = {
  id: string;
};
export type useDeleteAnalysisResultMutation$data = {
  readonly deleteAnalysisResult: {
    readonly id: string;
    readonly message: string;
  };
};
export type useDeleteAnalysisResultMutation = {
  response: useDeleteAnalysisResultMutation$data;
  variables: useDeleteAnalysisResultMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "DeletedAnalysisResult",
    "kind": "LinkedField",
    "name": "deleteAnalysisResult",
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
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAnalysisResultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAnalysisResultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6978c831f41a9dd8165f7bcaef8cac0",
    "id": null,
    "metadata": {},
    "name": "useDeleteAnalysisResultMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteAnalysisResultMutation(\n  $id: ID!\n) {\n  deleteAnalysisResult(id: $id) {\n    id\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "126a4716f1113aa71cab5b8656270f05";

export default node;
