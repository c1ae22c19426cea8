/**
 * @generated SignedSource<<ba5ed7a387c96737e1b42ebd2db680d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDisable2FAMutation$variables = {
  userId: string;
};
export type useDisable2FAMutation$data = {
  readonly disable2FA: boolean;
};
export type useDisable2FAMutation = {
  response: useDisable2FAMutation$data;
  variables: useDisable2FAMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "kind": "ScalarField",
    "name": "disable2FA",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisable2FAMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisable2FAMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f92d403ffeaeee272cfc474157505056",
    "id": null,
    "metadata": {},
    "name": "useDisable2FAMutation",
    "operationKind": "mutation",
    "text": "mutation useDisable2FAMutation(\n  $userId: ID!\n) {\n  disable2FA(userId: $userId)\n}\n"
  }
};
})();

(node as any).hash = "bd6194f0663cc40c9b01f87f27c3be7f";

export default node;
