/**
 * @generated SignedSource<<3313eeeef2dc76680b0132e69e9a7dc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSendOtpEmailMutation$variables = Record<PropertyKey, never>;
export type useSendOtpEmailMutation$data = {
  readonly sendOtpEmail: boolean;
};
export type useSendOtpEmailMutation = {
  response: useSendOtpEmailMutation$data;
  variables: useSendOtpEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sendOtpEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendOtpEmailMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendOtpEmailMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "029f9125179746d51c9c5285d64dc49e",
    "id": null,
    "metadata": {},
    "name": "useSendOtpEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendOtpEmailMutation {\n  sendOtpEmail\n}\n"
  }
};
})();

(node as any).hash = "6db3a4f4ce61c48148811437a9f2d321";

export default node;
