/**
 * @generated SignedSource<<f05b322cede28c51a26eb98b6377c1d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingPdfState = "Failed" | "Queued" | "Ready" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDocuments_order$data = {
  readonly finalInvoice: {
    readonly number: string;
    readonly pdfStatus: BillingPdfState;
  } | null | undefined;
  readonly invoice: {
    readonly number: string;
  } | null | undefined;
  readonly invoiceDownloadIsDisabled: boolean;
  readonly " $fragmentType": "OrderDocuments_order";
};
export type OrderDocuments_order$key = {
  readonly " $data"?: OrderDocuments_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDocuments_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "OrderDocuments_order",
  "selections": [
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinalInvoice",
      "kind": "LinkedField",
      "name": "finalInvoice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "a36eb76f1b76d67164c0d49a4ced756c";

export default node;
