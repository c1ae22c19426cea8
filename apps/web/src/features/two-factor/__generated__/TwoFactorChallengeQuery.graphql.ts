/**
 * @generated SignedSource<<d84098a66ed3025802ccaed566a8d4b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorChallengeQuery$variables = Record<PropertyKey, never>;
export type TwoFactorChallengeQuery$data = {
  readonly otpEmailEnabled: boolean;
};
export type TwoFactorChallengeQuery = {
  response: TwoFactorChallengeQuery$data;
  variables: TwoFactorChallengeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "otpEmailEnabled",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorChallengeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorChallengeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dcfb3625e1eac5b910a85bbcd8a2e26a",
    "id": null,
    "metadata": {},
    "name": "TwoFactorChallengeQuery",
    "operationKind": "query",
    "text": "query TwoFactorChallengeQuery {\n  otpEmailEnabled\n}\n"
  }
};
})();

(node as any).hash = "b0226d16631bd6d4340656a9e1091556";

export default node;
