/**
 * @generated SignedSource<<7e1574185aae2e16b0a5fbeaa8bbd1cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type BloodResultValueInput = {
  analysisParameterId: string;
  value: string;
};
export type useProcessBloodUploadMutation$variables = {
  date: string;
  id: string;
  values: ReadonlyArray<BloodResultValueInput>;
};
export type useProcessBloodUploadMutation$data = {
  readonly processBloodUpload: {
    readonly id: string;
    readonly processed_at: any | null | undefined;
    readonly state: BloodUploadState;
  };
};
export type useProcessBloodUploadMutation = {
  response: useProcessBloodUploadMutation$data;
  variables: useProcessBloodUploadMutation$variables;
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
  "name": "values"
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
        "name": "values",
        "variableName": "values"
      }
    ],
    "concreteType": "BloodUpload",
    "kind": "LinkedField",
    "name": "processBloodUpload",
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
        "name": "processed_at",
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
    "name": "useProcessBloodUploadMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useProcessBloodUploadMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ad4676794ef3a77db8c73e42fec1287c",
    "id": null,
    "metadata": {},
    "name": "useProcessBloodUploadMutation",
    "operationKind": "mutation",
    "text": "mutation useProcessBloodUploadMutation(\n  $id: ID!\n  $date: String!\n  $values: [BloodResultValueInput!]!\n) {\n  processBloodUpload(id: $id, date: $date, values: $values) {\n    id\n    state\n    processed_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "f88fedd810fb72a931d84afffde06a2a";

export default node;
