/**
 * @generated SignedSource<<6d4a148cca2b96c0d980bdcc0ae0505d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOrderRowMenu_order$data = {
  readonly consultingFee: {
    readonly amount: number;
    readonly id: string;
    readonly isEditable: boolean;
  } | null | undefined;
  readonly id: string;
  readonly invoice: {
    readonly guid: string;
    readonly isCancelable: boolean;
    readonly number: string;
  } | null | undefined;
  readonly invoiceDownloadIsDisabled: boolean;
  readonly isCancelable: boolean;
  readonly order_number: string | null | undefined;
  readonly patient: {
    readonly first_name: string;
    readonly guid: string;
    readonly last_name: string;
  };
  readonly payment_status: PaymentStatus | null | undefined;
  readonly storno: {
    readonly id: string;
    readonly number: string;
  } | null | undefined;
  readonly supplementsNoiOrder: {
    readonly " $fragmentSpreads": FragmentRefs<"productionStart_part">;
  } | null | undefined;
  readonly " $fragmentType": "AdminOrderRowMenu_order";
};
export type AdminOrderRowMenu_order$key = {
  readonly " $data"?: AdminOrderRowMenu_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOrderRowMenu_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelable",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guid",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOrderRowMenu_order",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "payment_status",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDownloadIsDisabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Storno",
      "kind": "LinkedField",
      "name": "storno",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConsultingFee",
      "kind": "LinkedField",
      "name": "consultingFee",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isEditable",
          "storageKey": null
        }
      ],
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
        (v2/*:: as any*/),
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
      "concreteType": "NoiOrder",
      "kind": "LinkedField",
      "name": "supplementsNoiOrder",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "productionStart_part",
          "selections": [
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
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "32cc1e4fd43c9542e8a02a96501e582a";

export default node;
