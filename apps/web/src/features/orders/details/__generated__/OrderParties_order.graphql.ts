/**
 * @generated SignedSource<<003a11a2dd292bb429a3b83329943e76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderParties_order$data = {
  readonly billing_address: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderParties_address">;
  } | null | undefined;
  readonly delivery_address: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderParties_address">;
  } | null | undefined;
  readonly patient: {
    readonly first_name: string;
    readonly last_name: string;
  };
  readonly " $fragmentType": "OrderParties_order";
};
export type OrderParties_order$key = {
  readonly " $data"?: OrderParties_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderParties_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "OrderParties_address"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderParties_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "first_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "delivery_address",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "billing_address",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "399e27c9a84d2cf3f9d2c6b99b24fda9";

export default node;
