/**
 * @generated SignedSource<<6c842be5164ffaa074113d67d95dc15f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditNoteStatus = "Paid" | "Unpaid" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreditNoteRow_creditNote$data = {
  readonly amount: number;
  readonly doctor: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  };
  readonly generated_at: any;
  readonly id: string;
  readonly number: string;
  readonly paid_at: any | null | undefined;
  readonly status: CreditNoteStatus;
  readonly " $fragmentSpreads": FragmentRefs<"CreditNoteFeesRow_creditNote">;
  readonly " $fragmentType": "CreditNoteRow_creditNote";
};
export type CreditNoteRow_creditNote$key = {
  readonly " $data"?: CreditNoteRow_creditNote$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditNoteRow_creditNote">;
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
  "name": "CreditNoteRow_creditNote",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "generated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "doctor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreditNoteFeesRow_creditNote"
    }
  ],
  "type": "CreditNote",
  "abstractKey": null
};
})();

(node as any).hash = "becaf348c5da48371170dd6babb7232a";

export default node;
