/**
 * @generated SignedSource<<f4c34d60281877e77e38258cf341f20a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type NoiOrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "Canceled" | "Delayed" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "Paused" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "SupplementsRegistered" | "WaitingForResults" | "%future added value";
export type NoiOrderType = "blood" | "dna" | "supplements" | "%future added value";
export type OrderStatus = "AnalysisFinished" | "AnalysisStarted" | "ArrivedInLab" | "BloodSampleRegistered" | "Canceled" | "DnaSampleRegistered" | "Draft" | "NotEnoughData" | "OrderPlaced" | "OrderShipped" | "ProductionStarted" | "Recall" | "ResultsReady" | "ResultsSaved" | "SampleNotRegistered" | "SampleRegistered" | "SentToLab" | "%future added value";
export type PaymentStatus = "Canceled" | "ChargedBack" | "Expired" | "Fail" | "Pending" | "Success" | "%future added value";
export type VatCategory = "Analyses" | "Supplements" | "%future added value";
export type OrderDetailsDialogQuery$variables = {
  admin: boolean;
  id: string;
};
export type OrderDetailsDialogQuery$data = {
  readonly order: {
    readonly billing_address: {
      readonly address: string;
      readonly city: string;
      readonly country: {
        readonly name_de: string;
        readonly name_en: string;
      };
      readonly state: string | null | undefined;
      readonly zip_code: string;
    } | null | undefined;
    readonly bloodNoiOrder: {
      readonly status: NoiOrderStatus;
    } | null | undefined;
    readonly createdBy: {
      readonly email: string;
      readonly first_name: string;
      readonly id: string;
      readonly last_name: string;
    } | null | undefined;
    readonly created_at: any;
    readonly delivery_address: {
      readonly address: string;
      readonly city: string;
      readonly country: {
        readonly name_de: string;
        readonly name_en: string;
      };
      readonly state: string | null | undefined;
      readonly zip_code: string;
    } | null | undefined;
    readonly discount_amount: number;
    readonly dnaNoiOrder: {
      readonly status: NoiOrderStatus;
    } | null | undefined;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly final_price: number;
      readonly id: string;
      readonly original_price: number;
      readonly quantity: number;
      readonly resolvedItem: {
        readonly name_de: string;
        readonly name_en: string;
      };
    }>;
    readonly noiOrderRegistrationResponses?: ReadonlyArray<{
      readonly barcode: string | null | undefined;
      readonly errors: ReadonlyArray<string>;
      readonly id: string;
      readonly order_type: NoiOrderType;
      readonly received_at: any;
      readonly status: number;
    }> | null | undefined;
    readonly noiOrders: ReadonlyArray<{
      readonly external_order_no: string | null | undefined;
      readonly id: string;
      readonly sent_at: any | null | undefined;
      readonly sent_data: any | null | undefined;
      readonly status_description: string;
      readonly type: NoiOrderType;
      readonly updated_at: any;
    }>;
    readonly order_email: string | null | undefined;
    readonly order_number: string | null | undefined;
    readonly original_price: number;
    readonly patient: {
      readonly biological_sex: BiologicalSex;
      readonly date_of_birth: string;
      readonly first_name: string;
      readonly height: number;
      readonly id: string;
      readonly last_name: string;
      readonly weight: number;
    };
    readonly paymentLink: {
      readonly expires_at: any;
      readonly last_sent_at: any | null | undefined;
      readonly sent_count: number;
    } | null | undefined;
    readonly payment_status: PaymentStatus | null | undefined;
    readonly placed_at: any | null | undefined;
    readonly refusedGenotypes?: ReadonlyArray<{
      readonly created_at: any;
      readonly gene: string;
      readonly genotype: string;
      readonly id: string;
      readonly orientation: string | null | undefined;
      readonly reason: string;
      readonly rs_id: string;
    }> | null | undefined;
    readonly shipment_carrier: string | null | undefined;
    readonly shipment_number: string | null | undefined;
    readonly shipment_tracking_url: string | null | undefined;
    readonly status: OrderStatus;
    readonly supplementsNoiOrder: {
      readonly status: NoiOrderStatus;
      readonly " $fragmentSpreads": FragmentRefs<"SupplementRecipe_part">;
    } | null | undefined;
    readonly taxes: ReadonlyArray<{
      readonly category: VatCategory;
      readonly rate: number;
      readonly tax_amount: number;
    }>;
    readonly total_price: number;
    readonly " $fragmentSpreads": FragmentRefs<"PaymentSection_order">;
  };
};
export type OrderDetailsDialogQuery = {
  response: OrderDetailsDialogQuery$data;
  variables: OrderDetailsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order_number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created_at",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "placed_at",
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
  "name": "total_price",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "original_price",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_carrier",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_number",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shipment_tracking_url",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentLinkInfo",
  "kind": "LinkedField",
  "name": "paymentLink",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sent_count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "last_sent_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expires_at",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discount_amount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order_email",
  "storageKey": null
},
v17 = [
  (v7/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "final_price",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_de",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_en",
  "storageKey": null
},
v22 = [
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "CartTax",
  "kind": "LinkedField",
  "name": "taxes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tax_amount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v28 = [
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "country",
    "plural": false,
    "selections": (v22/*:: as any*/),
    "storageKey": null
  }
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "first_name",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "last_name",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v29/*:: as any*/),
    (v30/*:: as any*/),
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
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "Patient",
  "kind": "LinkedField",
  "name": "patient",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v29/*:: as any*/),
    (v30/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date_of_birth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "biological_sex",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "NoiOrder",
  "kind": "LinkedField",
  "name": "noiOrders",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "external_order_no",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status_description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sent_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sent_data",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v35 = {
  "condition": "admin",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NoiOrderRegistrationResponse",
      "kind": "LinkedField",
      "name": "noiOrderRegistrationResponses",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "order_type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "received_at",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RefusedGenotype",
      "kind": "LinkedField",
      "name": "refusedGenotypes",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gene",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rs_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "genotype",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orientation",
          "storageKey": null
        },
        (v34/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v38 = [
  (v7/*:: as any*/),
  (v3/*:: as any*/)
],
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v40 = [
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "country",
    "plural": false,
    "selections": [
      (v20/*:: as any*/),
      (v21/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderDetailsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentSection_order"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NoiOrder",
            "kind": "LinkedField",
            "name": "bloodNoiOrder",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NoiOrder",
            "kind": "LinkedField",
            "name": "dnaNoiOrder",
            "plural": false,
            "selections": (v17/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplementRecipe_part"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderLine",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v18/*:: as any*/),
              (v10/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "resolvedItem",
                "plural": false,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "delivery_address",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "billing_address",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          },
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v35/*:: as any*/)
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
    "name": "OrderDetailsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentMethod",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentRefund",
            "kind": "LinkedField",
            "name": "refunds",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v36/*:: as any*/),
              (v7/*:: as any*/),
              (v37/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stornoNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canRetry",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentChargeback",
            "kind": "LinkedField",
            "name": "chargebacks",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v36/*:: as any*/),
              (v37/*:: as any*/),
              (v34/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reversedAt",
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
            "name": "bloodNoiOrder",
            "plural": false,
            "selections": (v38/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NoiOrder",
            "kind": "LinkedField",
            "name": "dnaNoiOrder",
            "plural": false,
            "selections": (v38/*:: as any*/),
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
              (v7/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "computed_at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecipeIngredientView",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "micronutrient_id",
                        "storageKey": null
                      },
                      (v39/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "formattedUnit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "warnings",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DoseExplanation",
                        "kind": "LinkedField",
                        "name": "explanation",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "source",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "template_name",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "template_version",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "raw_value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clamped",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "min_value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "max_value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "FormulaInputValue",
                            "kind": "LinkedField",
                            "name": "inputs",
                            "plural": true,
                            "selections": [
                              (v39/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "label",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "value",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "calculated_at",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "failure",
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
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderLine",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v18/*:: as any*/),
              (v10/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "resolvedItem",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "delivery_address",
            "plural": false,
            "selections": (v40/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "billing_address",
            "plural": false,
            "selections": (v40/*:: as any*/),
            "storageKey": null
          },
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v35/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bcdad03cc1cf326e835d7c55b6c009b1",
    "id": null,
    "metadata": {},
    "name": "OrderDetailsDialogQuery",
    "operationKind": "query",
    "text": "query OrderDetailsDialogQuery(\n  $id: ID!\n  $admin: Boolean!\n) {\n  order(id: $id) {\n    id\n    order_number\n    created_at\n    placed_at\n    status\n    payment_status\n    total_price\n    original_price\n    shipment_carrier\n    shipment_number\n    shipment_tracking_url\n    paymentLink {\n      sent_count\n      last_sent_at\n      expires_at\n    }\n    discount_amount\n    order_email\n    ...PaymentSection_order\n    bloodNoiOrder {\n      status\n      id\n    }\n    dnaNoiOrder {\n      status\n      id\n    }\n    supplementsNoiOrder {\n      status\n      ...SupplementRecipe_part\n      id\n    }\n    items {\n      id\n      quantity\n      original_price\n      final_price\n      resolvedItem {\n        __typename\n        name_de\n        name_en\n        id\n      }\n    }\n    taxes {\n      category\n      rate\n      tax_amount\n    }\n    delivery_address {\n      address\n      zip_code\n      city\n      state\n      country {\n        name_de\n        name_en\n        id\n      }\n    }\n    billing_address {\n      address\n      zip_code\n      city\n      state\n      country {\n        name_de\n        name_en\n        id\n      }\n    }\n    createdBy {\n      id\n      first_name\n      last_name\n      email\n    }\n    patient {\n      id\n      first_name\n      last_name\n      date_of_birth\n      height\n      weight\n      biological_sex\n    }\n    noiOrders {\n      id\n      type\n      external_order_no\n      status_description\n      sent_at\n      updated_at\n      sent_data\n    }\n    noiOrderRegistrationResponses @include(if: $admin) {\n      id\n      status\n      errors\n      order_type\n      barcode\n      received_at\n    }\n    refusedGenotypes @include(if: $admin) {\n      id\n      gene\n      rs_id\n      genotype\n      orientation\n      reason\n      created_at\n    }\n  }\n}\n\nfragment DoseExplanationButton_explanation on DoseExplanation {\n  ...DoseExplanation_explanation\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment PaymentSection_order on Order {\n  paymentMethod\n  refunds {\n    id\n    amount\n    status\n    createdAt\n    stornoNumber\n    canRetry\n  }\n  chargebacks {\n    id\n    amount\n    createdAt\n    reason\n    reversedAt\n  }\n}\n\nfragment StartProductionButton_part on NoiOrder {\n  ...productionStart_part\n}\n\nfragment SupplementRecipe_part on NoiOrder {\n  status\n  ...productionStart_part\n  ...StartProductionButton_part\n  recipe {\n    computed_at\n    approved_at\n    start_when_ready\n    items {\n      micronutrient_id\n      name\n      quantity\n      formattedUnit\n      warnings\n      explanation {\n        ...DoseExplanationButton_explanation\n      }\n    }\n  }\n}\n\nfragment productionStart_part on NoiOrder {\n  status\n  recipe {\n    approved_at\n    start_when_ready\n  }\n}\n"
  }
};
})();

(node as any).hash = "069c7feb11cc27ac1b5530d0848203a0";

export default node;
