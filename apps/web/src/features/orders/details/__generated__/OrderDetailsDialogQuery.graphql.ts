/**
 * @generated SignedSource<<c354e707296aa8678650308efa606e24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDetailsDialogQuery$variables = {
  admin: boolean;
  id: string;
};
export type OrderDetailsDialogQuery$data = {
  readonly order: {
    readonly adminExtras?: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderAdminSection_order">;
    } | null | undefined;
    readonly id: string;
    readonly supplementsNoiOrder: {
      readonly " $fragmentSpreads": FragmentRefs<"SupplementRecipe_part">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsHeader_order" | "OrderDocuments_order" | "OrderItems_order" | "OrderParties_order" | "OrderTimeline_order" | "PaymentSection_order">;
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
  "name": "created_at",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "first_name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "last_name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_de",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name_en",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "address",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "zip_code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "city",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "country",
    "plural": false,
    "selections": [
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "original_price",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderDetailsHeader_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderParties_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderItems_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderTimeline_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentSection_order"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderDocuments_order"
          },
          {
            "condition": "admin",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "OrderAdminSection_order"
                    }
                  ],
                  "type": "Order",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "adminExtras"
              }
            ]
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplementRecipe_part"
              }
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "order_number",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placed_at",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payment_status",
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
            "name": "shipment_carrier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shipment_number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shipment_tracking_url",
            "storageKey": null
          },
          {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "delivery_address",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderAddress",
            "kind": "LinkedField",
            "name": "billing_address",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total_price",
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discount_amount",
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
              (v12/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "final_price",
                "storageKey": null
              },
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
          {
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
              (v5/*:: as any*/),
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
                "concreteType": "PartStatusChange",
                "kind": "LinkedField",
                "name": "statusChanges",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changed_at",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
              (v13/*:: as any*/),
              (v5/*:: as any*/),
              (v14/*:: as any*/),
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
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
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
              (v16/*:: as any*/),
              (v3/*:: as any*/)
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
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pdfStatus",
                "storageKey": null
              },
              (v3/*:: as any*/)
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
              (v5/*:: as any*/),
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
                      (v17/*:: as any*/),
                      (v12/*:: as any*/),
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
                              (v17/*:: as any*/),
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
            "condition": "admin",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
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
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
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
              {
                "alias": null,
                "args": null,
                "concreteType": "NoiOrder",
                "kind": "LinkedField",
                "name": "noiOrders",
                "plural": true,
                "selections": [
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
                    "name": "sent_data",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NoiOrderRegistrationResponse",
                "kind": "LinkedField",
                "name": "noiOrderRegistrationResponses",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
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
                  (v15/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "185987203d2f65bc806a73704ac58495",
    "id": null,
    "metadata": {},
    "name": "OrderDetailsDialogQuery",
    "operationKind": "query",
    "text": "query OrderDetailsDialogQuery(\n  $id: ID!\n  $admin: Boolean!\n) {\n  order(id: $id) {\n    id\n    ...OrderDetailsHeader_order\n    ...OrderParties_order\n    ...OrderItems_order\n    ...OrderTimeline_order\n    ...PaymentSection_order\n    ...OrderDocuments_order\n    ...OrderAdminSection_order @include(if: $admin)\n    supplementsNoiOrder {\n      ...SupplementRecipe_part\n      id\n    }\n  }\n}\n\nfragment DoseExplanationButton_explanation on DoseExplanation {\n  ...DoseExplanation_explanation\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment OrderAdminSection_order on Order {\n  createdBy {\n    id\n    first_name\n    last_name\n    email\n  }\n  patient {\n    date_of_birth\n    height\n    weight\n    biological_sex\n    id\n  }\n  noiOrders {\n    id\n    type\n    external_order_no\n    status_description\n    sent_at\n    updated_at\n    sent_data\n  }\n  noiOrderRegistrationResponses {\n    id\n    status\n    errors\n    order_type\n    barcode\n    received_at\n  }\n  refusedGenotypes {\n    id\n    gene\n    rs_id\n    genotype\n    orientation\n    reason\n    created_at\n  }\n}\n\nfragment OrderDetailsHeader_order on Order {\n  order_number\n  created_at\n  placed_at\n  status\n  payment_status\n  order_email\n  shipment_carrier\n  shipment_number\n  shipment_tracking_url\n  paymentLink {\n    sent_count\n    last_sent_at\n    expires_at\n  }\n}\n\nfragment OrderDocuments_order on Order {\n  invoiceDownloadIsDisabled\n  invoice {\n    number\n    id\n  }\n  finalInvoice {\n    number\n    pdfStatus\n    id\n  }\n}\n\nfragment OrderItems_order on Order {\n  total_price\n  original_price\n  discount_amount\n  items {\n    id\n    quantity\n    original_price\n    final_price\n    resolvedItem {\n      __typename\n      name_de\n      name_en\n      id\n    }\n  }\n  taxes {\n    category\n    rate\n    tax_amount\n  }\n}\n\nfragment OrderParties_address on OrderAddress {\n  address\n  zip_code\n  city\n  state\n  country {\n    name_de\n    name_en\n    id\n  }\n}\n\nfragment OrderParties_order on Order {\n  patient {\n    first_name\n    last_name\n    id\n  }\n  delivery_address {\n    ...OrderParties_address\n  }\n  billing_address {\n    ...OrderParties_address\n  }\n}\n\nfragment OrderTimeline_order on Order {\n  placed_at\n  noiOrders {\n    id\n    type\n    status\n    sent_at\n    updated_at\n    statusChanges {\n      status\n      changed_at\n    }\n  }\n}\n\nfragment PaymentSection_order on Order {\n  paymentMethod\n  refunds {\n    id\n    amount\n    status\n    createdAt\n    stornoNumber\n    canRetry\n  }\n  chargebacks {\n    id\n    amount\n    createdAt\n    reason\n    reversedAt\n  }\n}\n\nfragment StartProductionButton_part on NoiOrder {\n  ...productionStart_part\n}\n\nfragment SupplementRecipe_part on NoiOrder {\n  status\n  ...productionStart_part\n  ...StartProductionButton_part\n  recipe {\n    computed_at\n    approved_at\n    start_when_ready\n    items {\n      micronutrient_id\n      name\n      quantity\n      formattedUnit\n      warnings\n      explanation {\n        ...DoseExplanationButton_explanation\n      }\n    }\n  }\n}\n\nfragment productionStart_part on NoiOrder {\n  status\n  recipe {\n    approved_at\n    start_when_ready\n  }\n}\n"
  }
};
})();

(node as any).hash = "136c502d4d4bd70fed2c690db2a18b0d";

export default node;
