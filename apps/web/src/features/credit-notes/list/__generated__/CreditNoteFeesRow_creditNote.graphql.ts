/**
 * @generated SignedSource<<153f21feb73ae77bffd0c7bab3e551eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConsultingFeeStatus = "Canceled" | "Paid" | "Unpaid" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreditNoteFeesRow_creditNote$data = {
  readonly consultingFees: ReadonlyArray<{
    readonly amount: number;
    readonly id: string;
    readonly order: {
      readonly created_at: any;
      readonly id: string;
      readonly order_number: string;
      readonly partnershipModel: {
        readonly name: string;
      } | null | undefined;
      readonly patient: {
        readonly first_name: string;
        readonly last_name: string;
      };
    };
    readonly status: ConsultingFeeStatus;
  }>;
  readonly " $fragmentType": "CreditNoteFeesRow_creditNote";
};
export type CreditNoteFeesRow_creditNote$key = {
  readonly " $data"?: CreditNoteFeesRow_creditNote$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditNoteFeesRow_creditNote">;
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
  "name": "CreditNoteFeesRow_creditNote",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ConsultingFee",
      "kind": "LinkedField",
      "name": "consultingFees",
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PartnershipModel",
              "kind": "LinkedField",
              "name": "partnershipModel",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
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
  "type": "CreditNote",
  "abstractKey": null
};
})();

(node as any).hash = "9cd806feaa1470cee57801f2f4277f5a";

export default node;
