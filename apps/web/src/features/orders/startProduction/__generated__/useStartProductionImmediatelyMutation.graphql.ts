/**
 * @generated SignedSource<<3309c9f85ff7cd1f74e9ec975ae553a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type useStartProductionImmediatelyMutation$variables = {
  supplementsNoiOrderId: string;
};
export type useStartProductionImmediatelyMutation$data = {
  readonly startProductionImmediately: {
    readonly id: string;
    readonly recipe: {
      readonly approved_at: any | null | undefined;
      readonly start_when_ready: boolean;
    } | null | undefined;
    readonly status: NoiOrderStatus;
    readonly status_description: string;
  };
};
export type useStartProductionImmediatelyMutation = {
  response: useStartProductionImmediatelyMutation$data;
  variables: useStartProductionImmediatelyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplementsNoiOrderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "supplementsNoiOrderId",
        "variableName": "supplementsNoiOrderId"
      }
    ],
    "concreteType": "NoiOrder",
    "kind": "LinkedField",
    "name": "startProductionImmediately",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status_description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplementRecipeView",
        "kind": "LinkedField",
        "name": "recipe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approved_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "start_when_ready",
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
    "name": "useStartProductionImmediatelyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartProductionImmediatelyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a2ea5a337b6a13fb30bb9a2f00696517",
    "id": null,
    "metadata": {},
    "name": "useStartProductionImmediatelyMutation",
    "operationKind": "mutation",
    "text": "mutation useStartProductionImmediatelyMutation(\n  $supplementsNoiOrderId: ID!\n) {\n  startProductionImmediately(supplementsNoiOrderId: $supplementsNoiOrderId) {\n    id\n    status\n    status_description\n    recipe {\n      approved_at\n      start_when_ready\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "52c150e5d1d3b14036dd0c8c446285e4";

export default node;
