/**
 * @generated SignedSource<<12cbecf34fede540306503536e63aabe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConsultingFeeStatus = "Canceled" | "Paid" | "Unpaid" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConsultingFeesTable_fees$data = {
  readonly data: ReadonlyArray<{
    readonly amount: number;
    readonly id: string;
    readonly order: {
      readonly created_at: any;
      readonly id: string;
      readonly order_number: string;
      readonly patient: {
        readonly first_name: string;
        readonly last_name: string;
      };
    };
    readonly paid_at: any | null | undefined;
    readonly status: ConsultingFeeStatus;
  }>;
  readonly " $fragmentType": "ConsultingFeesTable_fees";
};
export type ConsultingFeesTable_fees$key = {
  readonly " $data"?: ConsultingFeesTable_fees$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsultingFeesTable_fees">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsultingFeesTable_fees",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ConsultingFee",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paid_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ConsultingFeeOrder",
          "kind": "LinkedField",
          "name": "order",
          "plural": false,
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
              "name": "created_at",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ConsultingFeePatient",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConsultingFeePaginator",
  "abstractKey": null
};
})();

(node as any).hash = "8f66328531e53ff3bffd362cee605c6a";

export default node;
