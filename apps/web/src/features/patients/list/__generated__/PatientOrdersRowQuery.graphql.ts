/**
 * @generated SignedSource<<0372b714fc107dc0a1c1e32c407ba2b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingPdfState = "Failed" | "Queued" | "Ready" | "%future added value";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type PatientOrdersRowQuery$variables = {
  first: number;
  id: string;
};
export type PatientOrdersRowQuery$data = {
  readonly patient: {
    readonly id: string;
    readonly orders: ReadonlyArray<{
      readonly created_at: any;
      readonly finalInvoice: {
        readonly id: string;
        readonly number: string;
        readonly pdfStatus: BillingPdfState;
      } | null | undefined;
      readonly id: string;
      readonly invoice: {
        readonly id: string;
        readonly number: string;
      } | null | undefined;
      readonly invoiceDownloadIsDisabled: boolean;
      readonly isCancelable: boolean;
      readonly order_number: string | null | undefined;
      readonly payment_status: PaymentStatus | null | undefined;
      readonly shipment_carrier: string | null | undefined;
      readonly shipment_number: string | null | undefined;
      readonly shipment_tracking_url: string | null | undefined;
      readonly status: OrderStatus;
      readonly total_price: number;
      readonly " $fragmentSpreads": FragmentRefs<"RegisterSampleLinks_order">;
    }>;
  };
};
export type PatientOrdersRowQuery = {
  response: PatientOrdersRowQuery$data;
  variables: PatientOrdersRowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order_number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created_at",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payment_status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_carrier",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_number",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_tracking_url",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total_price",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelable",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDownloadIsDisabled",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Invoice",
  "kind": "LinkedField",
  "name": "invoice",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "FinalInvoice",
  "kind": "LinkedField",
  "name": "finalInvoice",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfStatus",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = [
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "barcode",
    "storageKey": null
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientOrdersRowQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RegisterSampleLinks_order"
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PatientOrdersRowQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "bloodSample",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "dnaSample",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fdca5f34dd977588b6e7ab0962a8056d",
    "id": null,
    "metadata": {},
    "name": "PatientOrdersRowQuery",
    "operationKind": "query",
    "text": "query PatientOrdersRowQuery(\n  $id: ID!\n  $first: Int!\n) {\n  patient(id: $id) {\n    id\n    orders(first: $first) {\n      id\n      order_number\n      created_at\n      status\n      payment_status\n      shipment_carrier\n      shipment_number\n      shipment_tracking_url\n      total_price\n      isCancelable\n      invoiceDownloadIsDisabled\n      ...RegisterSampleLinks_order\n      invoice {\n        id\n        number\n      }\n      finalInvoice {\n        id\n        number\n        pdfStatus\n      }\n    }\n  }\n}\n\nfragment RegisterSampleLinks_order on Order {\n  id\n  status\n  bloodSample {\n    status\n    barcode\n    id\n  }\n  dnaSample {\n    status\n    barcode\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "156d2a82a788c366584b6e1fc79174e0";

export default node;
