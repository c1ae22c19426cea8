/**
 * @generated SignedSource<<8bb91f215a2fe71e23b4f0230cb0a485>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type SampleStatus = "NotRegistered" | "Registered" | "%future added value";
export type useSampleToRegisterAfterPlacingQuery$variables = {
  id: string;
};
export type useSampleToRegisterAfterPlacingQuery$data = {
  readonly order: {
    readonly bloodSample: {
      readonly id: string;
      readonly status: SampleStatus;
    } | null | undefined;
    readonly dnaSample: {
      readonly id: string;
      readonly status: SampleStatus;
    } | null | undefined;
    readonly id: string;
    readonly order_number: string | null | undefined;
    readonly status: OrderStatus;
  };
};
export type useSampleToRegisterAfterPlacingQuery = {
  response: useSampleToRegisterAfterPlacingQuery$data;
  variables: useSampleToRegisterAfterPlacingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "order",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "order_number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Sample",
        "kind": "LinkedField",
        "name": "bloodSample",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Sample",
        "kind": "LinkedField",
        "name": "dnaSample",
        "plural": false,
        "selections": (v3/*:: as any*/),
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
    "name": "useSampleToRegisterAfterPlacingQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSampleToRegisterAfterPlacingQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b6d914590bd6a8294a72d4503a6cee3e",
    "id": null,
    "metadata": {},
    "name": "useSampleToRegisterAfterPlacingQuery",
    "operationKind": "query",
    "text": "query useSampleToRegisterAfterPlacingQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    id\n    status\n    order_number\n    bloodSample {\n      id\n      status\n    }\n    dnaSample {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f59debf7d9d79c9270bc54b9e959845";

export default node;
