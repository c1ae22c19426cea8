/**
 * @generated SignedSource<<daf7f0c8b23d317d1850e49ef835d7f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type BloodUploadWorkPageQuery$variables = {
  id: string;
};
export type BloodUploadWorkPageQuery$data = {
  readonly adminBloodUpload: {
    readonly content_type: string;
    readonly created_at: any;
    readonly dueAt: any;
    readonly file_name: string;
    readonly id: string;
    readonly isOverdue: boolean;
    readonly patient: {
      readonly accounting_code: string;
      readonly first_name: string;
      readonly id: string;
      readonly last_name: string;
    };
    readonly practiceName: string | null | undefined;
    readonly processed_at: any | null | undefined;
    readonly rejection_reason: string | null | undefined;
    readonly state: BloodUploadState;
  } | null | undefined;
};
export type BloodUploadWorkPageQuery = {
  response: BloodUploadWorkPageQuery$data;
  variables: BloodUploadWorkPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "BloodUpload",
    "kind": "LinkedField",
    "name": "adminBloodUpload",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
        "name": "content_type",
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
        "name": "dueAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isOverdue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rejection_reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "practiceName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accounting_code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "first_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "last_name",
            "storageKey": null
          }
        ],
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
    "name": "BloodUploadWorkPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BloodUploadWorkPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c7c85a20f64c97695df398cbcc7d8d19",
    "id": null,
    "metadata": {},
    "name": "BloodUploadWorkPageQuery",
    "operationKind": "query",
    "text": "query BloodUploadWorkPageQuery(\n  $id: ID!\n) {\n  adminBloodUpload(id: $id) {\n    id\n    file_name\n    content_type\n    state\n    created_at\n    processed_at\n    dueAt\n    isOverdue\n    rejection_reason\n    practiceName\n    patient {\n      id\n      accounting_code\n      first_name\n      last_name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a51853b5ef6ab9da8a7ef30384815664";

export default node;
