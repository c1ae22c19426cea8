/**
 * @generated SignedSource<<ddc5d11a62cfc8a24c96b33309c64294>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSkipTwoFactorMutation$variables = Record<PropertyKey, never>;
export type useSkipTwoFactorMutation$data = {
  readonly skipTwoFactor: {
    readonly id: string;
    readonly twoFactorSkipsLeft: number;
  };
};
export type useSkipTwoFactorMutation = {
  response: useSkipTwoFactorMutation$data;
  variables: useSkipTwoFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "skipTwoFactor",
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
        "name": "twoFactorSkipsLeft",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSkipTwoFactorMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSkipTwoFactorMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b4e914b6bf8bc35a44e2aade6eb4cf0d",
    "id": null,
    "metadata": {},
    "name": "useSkipTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useSkipTwoFactorMutation {\n  skipTwoFactor {\n    id\n    twoFactorSkipsLeft\n  }\n}\n"
  }
};
})();

(node as any).hash = "9dfdc5002af81f6ffc2fd65d0c96042d";

export default node;
