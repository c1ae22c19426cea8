/**
 * @generated SignedSource<<a00b1b10023ba5982292057361870bc8>>
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
    readonly file_name: string;
    readonly id: string;
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
    "cacheID": "40f49d78b51a62726ecd5373b0b2a574",
    "id": null,
    "metadata": {},
    "name": "BloodUploadsCardQuery",
    "operationKind": "query",
    "text": "query BloodUploadsCardQuery(\n  $patientId: ID!\n) {\n  bloodUploads(patientId: $patientId) {\n    id\n    file_name\n    created_at\n    size\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "339e712b6b25af818c761c49da50f661";

export default node;
