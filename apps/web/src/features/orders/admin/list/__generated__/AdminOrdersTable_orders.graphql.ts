/**
 * @generated SignedSource<<3e6415498fb992e6f58263a96b9b6e27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminOrdersTable_orders$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminOrderRow_order">;
  }>;
  readonly " $fragmentType": "AdminOrdersTable_orders";
};
export type AdminOrdersTable_orders$key = {
  readonly " $data"?: AdminOrdersTable_orders$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOrdersTable_orders">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOrdersTable_orders",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AdminOrderRow_order"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderPaginator",
  "abstractKey": null
};

(node as any).hash = "73528bed39160d93b938192f67482752";

export default node;
