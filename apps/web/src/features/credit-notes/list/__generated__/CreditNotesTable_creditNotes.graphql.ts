/**
 * @generated SignedSource<<0e4040584924b8baf02b7c0ac23ac5dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreditNotesTable_creditNotes$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CreditNoteRow_creditNote">;
  }>;
  readonly " $fragmentType": "CreditNotesTable_creditNotes";
};
export type CreditNotesTable_creditNotes$key = {
  readonly " $data"?: CreditNotesTable_creditNotes$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditNotesTable_creditNotes">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditNotesTable_creditNotes",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditNote",
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
          "name": "CreditNoteRow_creditNote"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CreditNotePaginator",
  "abstractKey": null
};

(node as any).hash = "28618f57226bcd2157dcace236591405";

export default node;
