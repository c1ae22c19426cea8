/**
 * @generated SignedSource<<ae727db69f16b8b06194bafd65b7f6ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAccountActivationMutation$variables = {
  activation_token: string;
  email: string;
};
export type useAccountActivationMutation$data = {
  readonly accountActivation: boolean;
};
export type useAccountActivationMutation = {
  response: useAccountActivationMutation$data;
  variables: useAccountActivationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activation_token"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "activation_token",
        "variableName": "activation_token"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "kind": "ScalarField",
    "name": "accountActivation",
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
    "name": "useAccountActivationMutation",
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
    "name": "useAccountActivationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "34b63445c27d05db2899a13633d40de6",
    "id": null,
    "metadata": {},
    "name": "useAccountActivationMutation",
    "operationKind": "mutation",
    "text": "mutation useAccountActivationMutation(\n  $email: String!\n  $activation_token: String!\n) {\n  accountActivation(email: $email, activation_token: $activation_token)\n}\n"
  }
};
})();

(node as any).hash = "709e478db125faaf02fe7e0a4ced1c2b";

export default node;
