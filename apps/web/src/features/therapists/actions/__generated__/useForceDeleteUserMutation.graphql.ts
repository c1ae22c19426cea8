/**
 * @generated SignedSource<<2bccf3a20472ecbf19d79ad8c3c1832c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useForceDeleteUserMutation$variables = {
  id: string;
};
export type useForceDeleteUserMutation$data = {
  readonly forceDeleteUser: boolean;
};
export type useForceDeleteUserMutation = {
  response: useForceDeleteUserMutation$data;
  variables: useForceDeleteUserMutation$variables;
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
    "name": "forceDeleteUser",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useForceDeleteUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useForceDeleteUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f797b5aded0a30dbce03ff861cbec3a9",
    "id": null,
    "metadata": {},
    "name": "useForceDeleteUserMutation",
    "operationKind": "mutation",
    "text": "mutation useForceDeleteUserMutation(\n  $id: ID!\n) {\n  forceDeleteUser(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "f24db724bf4c2dde5136235dc44a56fa";

export default node;
