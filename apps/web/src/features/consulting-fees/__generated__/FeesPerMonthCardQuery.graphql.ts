/**
 * @generated SignedSource<<c9ddda7d91b13a9f14fdbad0d359fa7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeesPerMonthCardQuery$variables = Record<PropertyKey, never>;
export type FeesPerMonthCardQuery$data = {
  readonly consultingFeesPerMonth: ReadonlyArray<{
    readonly amount: number;
    readonly month: string;
  }>;
};
export type FeesPerMonthCardQuery = {
  response: FeesPerMonthCardQuery$data;
  variables: FeesPerMonthCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeeMonth",
    "kind": "LinkedField",
    "name": "consultingFeesPerMonth",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "month",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
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
    "name": "FeesPerMonthCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeesPerMonthCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "606e3f096d8c22928224bc239682b4a0",
    "id": null,
    "metadata": {},
    "name": "FeesPerMonthCardQuery",
    "operationKind": "query",
    "text": "query FeesPerMonthCardQuery {\n  consultingFeesPerMonth {\n    month\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "de5b599ee641f28cb81ccccb8c443d29";

export default node;
