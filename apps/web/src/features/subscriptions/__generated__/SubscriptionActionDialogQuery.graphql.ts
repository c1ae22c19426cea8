/**
 * @generated SignedSource<<950e46546bd85340d6c19630618ba53a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "canceled" | "paused" | "%future added value";
export type SubscriptionActionDialogQuery$variables = {
  patientId: string;
  search: string;
};
export type SubscriptionActionDialogQuery$data = {
  readonly subscriptions: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly status: SubscriptionStatus;
    }>;
  };
};
export type SubscriptionActionDialogQuery = {
  response: SubscriptionActionDialogQuery$data;
  variables: SubscriptionActionDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "SubscriptionPaginator",
    "kind": "LinkedField",
    "name": "subscriptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplementSubscription",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionActionDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionActionDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2027cabf6fd7889053c3a4e6b7e8d74b",
    "id": null,
    "metadata": {},
    "name": "SubscriptionActionDialogQuery",
    "operationKind": "query",
    "text": "query SubscriptionActionDialogQuery(\n  $patientId: ID!\n  $search: String!\n) {\n  subscriptions(patientId: $patientId, search: $search, first: 10) {\n    data {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e33f8000b3c9c92b6e9340058295c20";

export default node;
