/**
 * @generated SignedSource<<7a232fbb2e92e5166c4d70bea13981f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifeCyclePhase = "ActiveSubscriber" | "CanceledSubscriber" | "NonSubscriber" | "PausedSubscriber" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardSidebar_query$data = {
  readonly adminDashboard: {
    readonly activeSubscriptions: number;
    readonly customers: ReadonlyArray<{
      readonly lifeCyclePhase: LifeCyclePhase;
      readonly total: number;
    }>;
    readonly pausedSubscriptions: number;
    readonly totalCustomers: number;
  };
  readonly bestSellers: ReadonlyArray<{
    readonly item: {
      readonly id: string;
      readonly name_de: string;
      readonly name_en: string;
    };
    readonly quantity: number;
  }>;
  readonly " $fragmentType": "DashboardSidebar_query";
};
export type DashboardSidebar_query$key = {
  readonly " $data"?: DashboardSidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardSidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardSidebar_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminDashboard",
      "kind": "LinkedField",
      "name": "adminDashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeSubscriptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pausedSubscriptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCustomers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomersInPhase",
          "kind": "LinkedField",
          "name": "customers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lifeCyclePhase",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        }
      ],
      "concreteType": "BestSeller",
      "kind": "LinkedField",
      "name": "bestSellers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "item",
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
              "name": "name_de",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name_en",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e9e387005a1b7db2ff158a01b228172f";

export default node;
