/**
 * @generated SignedSource<<835b6ed11c4c9aa3c1010936bfbda7d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeletePatientMutation$variables = {
  id: string;
};
export type useDeletePatientMutation$data = {
  readonly deletePatient: boolean;
};
export type useDeletePatientMutation = {
  response: useDeletePatientMutation$data;
  variables: useDeletePatientMutation$variables;
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
    "kind": "ScalarField",
    "name": "deletePatient",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeletePatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8747ca216b2c767f1efb358863edc85",
    "id": null,
    "metadata": {},
    "name": "useDeletePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePatientMutation(\n  $id: ID!\n) {\n  deletePatient(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "f9ac0a084708360fdd8008258b4864f4";

export default node;
