/**
 * @generated SignedSource<<32193ef6ddde3ddf2e8efade10666242>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type RejectUploadDialogMutation$variables = {
  id: string;
  reason: string;
};
export type RejectUploadDialogMutation$data = {
  readonly rejectBloodUpload: {
    readonly id: string;
    readonly processed_at: any | null | undefined;
    readonly rejection_reason: string | null | undefined;
    readonly state: BloodUploadState;
  };
};
export type RejectUploadDialogMutation = {
  response: RejectUploadDialogMutation$data;
  variables: RejectUploadDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
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
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "BloodUpload",
    "kind": "LinkedField",
    "name": "rejectBloodUpload",
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
        "name": "state",
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
        "name": "processed_at",
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
    "name": "RejectUploadDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RejectUploadDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a9e0780046948790d67d49af4011e6ba",
    "id": null,
    "metadata": {},
    "name": "RejectUploadDialogMutation",
    "operationKind": "mutation",
    "text": "mutation RejectUploadDialogMutation(\n  $id: ID!\n  $reason: String!\n) {\n  rejectBloodUpload(id: $id, reason: $reason) {\n    id\n    state\n    rejection_reason\n    processed_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d9d4533010faf57491acf50bb68e86b";

export default node;
