/**
 * @generated SignedSource<<5ffb2f9604558f290be8e993c00b31c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type ConsentsConnectInput = {
  connect: ReadonlyArray<string>;
};
export type useUploadBloodAnalysisResultsMutation$variables = {
  acceptedConsents: ConsentsConnectInput;
  file: any;
  patientId: string;
};
export type useUploadBloodAnalysisResultsMutation$data = {
  readonly uploadBloodAnalysisResults: {
    readonly created_at: any;
    readonly file_name: string;
    readonly id: string;
    readonly state: BloodUploadState;
  };
};
export type useUploadBloodAnalysisResultsMutation = {
  response: useUploadBloodAnalysisResultsMutation$data;
  variables: useUploadBloodAnalysisResultsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "acceptedConsents"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "acceptedConsents",
        "variableName": "acceptedConsents"
      },
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      },
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      }
    ],
    "concreteType": "BloodUpload",
    "kind": "LinkedField",
    "name": "uploadBloodAnalysisResults",
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
        "name": "file_name",
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
        "name": "created_at",
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
    "name": "useUploadBloodAnalysisResultsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUploadBloodAnalysisResultsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "f3fd3fd56f95a5e2c809dadab9f90e90",
    "id": null,
    "metadata": {},
    "name": "useUploadBloodAnalysisResultsMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadBloodAnalysisResultsMutation(\n  $patientId: ID!\n  $file: Upload!\n  $acceptedConsents: ConsentsConnectInput!\n) {\n  uploadBloodAnalysisResults(patientId: $patientId, file: $file, acceptedConsents: $acceptedConsents) {\n    id\n    file_name\n    state\n    created_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "e838759db01e48877e34a49884207bc3";

export default node;
