/**
 * @generated SignedSource<<eece88c70486a7bedeaec993ee95557d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type PatientOrdersRowQuery$variables = {
  first: number;
  id: string;
};
export type PatientOrdersRowQuery$data = {
  readonly patient: {
    readonly id: string;
    readonly orders: ReadonlyArray<{
      readonly created_at: any;
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
  "concreteType": "Invoice",
  "kind": "LinkedField",
  "name": "invoice",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = [
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
              (v15/*:: as any*/)
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
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Sample",
                "kind": "LinkedField",
                "name": "dnaSample",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a115565bcaa853b894f253537ce87ef0",
    "id": null,
    "metadata": {},
    "name": "PatientOrdersRowQuery",
    "operationKind": "query",
    "text": "query PatientOrdersRowQuery(\n  $id: ID!\n  $first: Int!\n) {\n  patient(id: $id) {\n    id\n    orders(first: $first) {\n      id\n      order_number\n      created_at\n      status\n      payment_status\n      shipment_carrier\n      shipment_number\n      shipment_tracking_url\n      total_price\n      isCancelable\n      invoiceDownloadIsDisabled\n      ...RegisterSampleLinks_order\n      invoice {\n        id\n        number\n      }\n    }\n  }\n}\n\nfragment RegisterSampleLinks_order on Order {\n  id\n  status\n  bloodSample {\n    status\n    barcode\n    id\n  }\n  dnaSample {\n    status\n    barcode\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "73b8dc6041fbf31fd899274c4d8d370e";

export default node;
