/**
 * @generated SignedSource<<0402392d9e20549a2983b1cc213a5b45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useChangeEmailMutation$variables = {
  newEmail: string;
};
export type useChangeEmailMutation$data = {
  readonly changeEmail: boolean;
};
export type useChangeEmailMutation = {
  response: useChangeEmailMutation$data;
  variables: useChangeEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newEmail"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "newEmail",
        "variableName": "newEmail"
      }
    ],
    "kind": "ScalarField",
    "name": "changeEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7fc9753738732d6b12c77337c4004f9a",
    "id": null,
    "metadata": {},
    "name": "useChangeEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeEmailMutation(\n  $newEmail: String!\n) {\n  changeEmail(newEmail: $newEmail)\n}\n"
  }
};
})();

(node as any).hash = "818c063599474af6ea406e8f9bec2c63";

export default node;
