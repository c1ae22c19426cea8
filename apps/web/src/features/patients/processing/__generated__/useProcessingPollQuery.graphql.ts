/**
 * @generated SignedSource<<26cb4ff6902628cfb392e20176f9d83d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useProcessingPollQuery$variables = {
  id: string;
};
export type useProcessingPollQuery$data = {
  readonly patient: {
    readonly id: string;
    readonly isBeingProcessed: boolean;
  };
};
export type useProcessingPollQuery = {
  response: useProcessingPollQuery$data;
  variables: useProcessingPollQuery$variables;
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
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "patient",
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
        "name": "isBeingProcessed",
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
    "name": "useProcessingPollQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcessingPollQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "53aa256788515c0c47c9fe0c9c74ea2d",
    "id": null,
    "metadata": {},
    "name": "useProcessingPollQuery",
    "operationKind": "query",
    "text": "query useProcessingPollQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    id\n    isBeingProcessed\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b66343fc90636073033840d46db4ab1";

export default node;
