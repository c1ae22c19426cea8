/**
 * @generated SignedSource<<5d1ff087449b98fff0a0a0379d40020a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionChangeRequestStatus = "confirmed" | "declined" | "open" | "withdrawn" | "%future added value";
export type SubscriptionChangeRequestCalloutsDeclineMutation$variables = {
  id: string;
};
export type SubscriptionChangeRequestCalloutsDeclineMutation$data = {
  readonly declineSubscriptionChangeRequest: {
    readonly id: string;
    readonly status: SubscriptionChangeRequestStatus;
  };
};
export type SubscriptionChangeRequestCalloutsDeclineMutation = {
  response: SubscriptionChangeRequestCalloutsDeclineMutation$data;
  variables: SubscriptionChangeRequestCalloutsDeclineMutation$variables;
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
    "concreteType": "SubscriptionChangeRequest",
    "kind": "LinkedField",
    "name": "declineSubscriptionChangeRequest",
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
        "name": "status",
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
    "name": "SubscriptionChangeRequestCalloutsDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionChangeRequestCalloutsDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f7e05f710b8265884016e1d90c08e1ca",
    "id": null,
    "metadata": {},
    "name": "SubscriptionChangeRequestCalloutsDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation SubscriptionChangeRequestCalloutsDeclineMutation(\n  $id: ID!\n) {\n  declineSubscriptionChangeRequest(id: $id) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "583f08c70a680821e7b7f99ed9354b8b";

export default node;
