/**
 * @generated SignedSource<<875c222c57914f897119ffc1e17cd623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type BloodUploadsCardQuery$variables = {
  patientId: string;
};
export type BloodUploadsCardQuery$data = {
  readonly bloodUploads: ReadonlyArray<{
    readonly created_at: any;
    readonly dueAt: any;
    readonly file_name: string;
    readonly id: string;
    readonly processed_at: any | null | undefined;
    readonly rejection_reason: string | null | undefined;
    readonly size: number;
    readonly state: BloodUploadState;
  }>;
};
export type BloodUploadsCardQuery = {
  response: BloodUploadsCardQuery$data;
  variables: BloodUploadsCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      }
    ],
    "concreteType": "BloodUpload",
    "kind": "LinkedField",
    "name": "bloodUploads",
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
        "name": "file_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created_at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "size",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dueAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "processed_at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rejection_reason",
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
    "name": "BloodUploadsCardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BloodUploadsCardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1425f8caa5c28b06e459ff083d86bd6a",
    "id": null,
    "metadata": {},
    "name": "BloodUploadsCardQuery",
    "operationKind": "query",
    "text": "query BloodUploadsCardQuery(\n  $patientId: ID!\n) {\n  bloodUploads(patientId: $patientId) {\n    id\n    file_name\n    created_at\n    size\n    state\n    dueAt\n    processed_at\n    rejection_reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8c1e9c723b4a2ad96d3c0a5d7e179f0";

export default node;
