/**
 * @generated SignedSource<<c807a3472c61ea7db7dcca395e105f93>>
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
  readonly patientProcessingStatus: {
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBeingProcessed",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcessingPollQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientProcessingStatus",
        "kind": "LinkedField",
        "name": "patientProcessingStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useProcessingPollQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientProcessingStatus",
        "kind": "LinkedField",
        "name": "patientProcessingStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dd4e65076d2683f5c50fc2e7b23f5bfc",
    "id": null,
    "metadata": {},
    "name": "useProcessingPollQuery",
    "operationKind": "query",
    "text": "query useProcessingPollQuery(\n  $id: ID!\n) {\n  patientProcessingStatus(id: $id) {\n    isBeingProcessed\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf19e95d6e2284d712e089c4ece6c5fd";

export default node;
