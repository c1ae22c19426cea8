/**
 * @generated SignedSource<<11f8dd68ffa2b5ae6adb8aac3f28d84c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useWorkQueueQuery$variables = Record<PropertyKey, never>;
export type useWorkQueueQuery$data = {
  readonly workQueue: {
    readonly " $fragmentSpreads": FragmentRefs<"WorkQueueBadge_workQueue" | "WorkQueuePanel_workQueue">;
  };
};
export type useWorkQueueQuery = {
  response: useWorkQueueQuery$data;
  variables: useWorkQueueQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWorkQueueQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkQueue",
        "kind": "LinkedField",
        "name": "workQueue",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WorkQueuePanel_workQueue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WorkQueueBadge_workQueue"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWorkQueueQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkQueue",
        "kind": "LinkedField",
        "name": "workQueue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkQueueItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "target",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "94d91c0eb59861833724defb41f7c392",
    "id": null,
    "metadata": {},
    "name": "useWorkQueueQuery",
    "operationKind": "query",
    "text": "query useWorkQueueQuery {\n  workQueue {\n    ...WorkQueuePanel_workQueue\n    ...WorkQueueBadge_workQueue\n  }\n}\n\nfragment WorkQueueBadge_workQueue on WorkQueue {\n  items {\n    kind\n    count\n  }\n}\n\nfragment WorkQueuePanel_workQueue on WorkQueue {\n  total\n  items {\n    kind\n    count\n    target\n  }\n}\n"
  }
};

(node as any).hash = "482233bc2b577c91dac554852c164335";

export default node;
