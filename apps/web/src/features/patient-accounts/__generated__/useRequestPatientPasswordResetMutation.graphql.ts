/**
 * @generated SignedSource<<9ca3c3010139514b1d4496cf540366bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRequestPatientPasswordResetMutation$variables = {
  email: string;
  patientGuid: string;
};
export type useRequestPatientPasswordResetMutation$data = {
  readonly requestPatientPasswordReset: boolean;
};
export type useRequestPatientPasswordResetMutation = {
  response: useRequestPatientPasswordResetMutation$data;
  variables: useRequestPatientPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientGuid"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "patientGuid",
        "variableName": "patientGuid"
      }
    ],
    "kind": "ScalarField",
    "name": "requestPatientPasswordReset",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestPatientPasswordResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRequestPatientPasswordResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "414fa45888cd29840990771c55533ec0",
    "id": null,
    "metadata": {},
    "name": "useRequestPatientPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPatientPasswordResetMutation(\n  $patientGuid: String!\n  $email: String!\n) {\n  requestPatientPasswordReset(patientGuid: $patientGuid, email: $email)\n}\n"
  }
};
})();

(node as any).hash = "274a66334906344b6d8a396af916aba0";

export default node;
