/**
 * @generated SignedSource<<60cef3b9527368017dca748bbeb2e325>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useVerifyRegistrationCodeMutation$variables = {
  token: string;
};
export type useVerifyRegistrationCodeMutation$data = {
  readonly verifyRegistrationCode: {
    readonly registration_token: string;
  };
};
export type useVerifyRegistrationCodeMutation = {
  response: useVerifyRegistrationCodeMutation$data;
  variables: useVerifyRegistrationCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "RegistrationCodeVerification",
    "kind": "LinkedField",
    "name": "verifyRegistrationCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registration_token",
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
    "name": "useVerifyRegistrationCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyRegistrationCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ba2ec8e490c506560c34c625b10ab301",
    "id": null,
    "metadata": {},
    "name": "useVerifyRegistrationCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyRegistrationCodeMutation(\n  $token: String!\n) {\n  verifyRegistrationCode(token: $token) {\n    registration_token\n  }\n}\n"
  }
};
})();

(node as any).hash = "01109cfd4965e679cf52887a3b05c09f";

export default node;
