/**
 * @generated SignedSource<<986e154e6a01b4da6bc6a1b1f1ec6277>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSendOtpEmailMutation$variables = {
  onArrival: boolean;
};
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "onArrival"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "onArrival",
        "variableName": "onArrival"
      }
    ],
    "kind": "ScalarField",
    "name": "sendOtpEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendOtpEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendOtpEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be5b450c0fdf118364cfbe366427cc6f",
    "id": null,
    "metadata": {},
    "name": "useSendOtpEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendOtpEmailMutation(\n  $onArrival: Boolean!\n) {\n  sendOtpEmail(onArrival: $onArrival)\n}\n"
  }
};
})();

(node as any).hash = "d91621bfe7b3dc769cf0367f4dc8ecc9";

export default node;
