/**
 * @generated SignedSource<<966989717b1c6ccb463a35e151f2a7b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionChangeRequestStatus = "confirmed" | "declined" | "open" | "withdrawn" | "%future added value";
export type SubscriptionChangeRequestCalloutsConfirmMutation$variables = {
  id: string;
};
export type SubscriptionChangeRequestCalloutsConfirmMutation$data = {
  readonly confirmSubscriptionChangeRequest: {
    readonly id: string;
    readonly status: SubscriptionChangeRequestStatus;
  };
};
export type SubscriptionChangeRequestCalloutsConfirmMutation = {
  response: SubscriptionChangeRequestCalloutsConfirmMutation$data;
  variables: SubscriptionChangeRequestCalloutsConfirmMutation$variables;
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
    "name": "confirmSubscriptionChangeRequest",
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
    "name": "SubscriptionChangeRequestCalloutsConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionChangeRequestCalloutsConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d862519b8e9c143304f93f23b73872d8",
    "id": null,
    "metadata": {},
    "name": "SubscriptionChangeRequestCalloutsConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation SubscriptionChangeRequestCalloutsConfirmMutation(\n  $id: ID!\n) {\n  confirmSubscriptionChangeRequest(id: $id) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e47e5dd374fab24a2b9d68afde64ecc";

export default node;
