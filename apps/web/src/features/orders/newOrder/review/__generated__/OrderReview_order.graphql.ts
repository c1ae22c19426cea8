/**
 * @generated SignedSource<<052a3507d8ae59186b75a8c9894c5859>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReview_order$data = {
  readonly billing_address: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressCard_address">;
  } | null | undefined;
  readonly confirmationIsCurrent: boolean;
  readonly deliveryAddressIsValid: boolean;
  readonly delivery_address: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressCard_address">;
  } | null | undefined;
  readonly id: string;
  readonly order_email: string | null | undefined;
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"ReviewPatientCard_patient">;
  };
  readonly " $fragmentType": "OrderReview_order";
};
export type OrderReview_order$key = {
  readonly " $data"?: OrderReview_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReview_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "AddressCard_address"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderReview_order",
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
      "name": "order_email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmationIsCurrent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryAddressIsValid",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewPatientCard_patient"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "44f1ad5cfcbd657dc35ee2408014662c";

export default node;
