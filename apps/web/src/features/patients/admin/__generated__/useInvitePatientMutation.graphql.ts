/**
 * @generated SignedSource<<0e77dccebedf3b1c8d4c9cec5ab3b828>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useInvitePatientMutation$variables = {
  id: string;
};
export type useInvitePatientMutation$data = {
  readonly invitePatient: {
    readonly id: string;
  };
};
export type useInvitePatientMutation = {
  response: useInvitePatientMutation$data;
  variables: useInvitePatientMutation$variables;
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
    "name": "invitePatient",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInvitePatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInvitePatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0575b3f3e7b64329b9a823bae5a0e21e",
    "id": null,
    "metadata": {},
    "name": "useInvitePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useInvitePatientMutation(\n  $id: String!\n) {\n  invitePatient(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7939e6f911a4c66a999e1c139f0fd8aa";

export default node;
