/**
 * @generated SignedSource<<ad6eab1b425ef4fad62dd58617a33d59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreditNoteStatus = "Paid" | "Unpaid" | "%future added value";
export type CreditNotesResultsQuery$variables = {
  doctorId?: string | null | undefined;
  first: number;
  page: number;
  status?: CreditNoteStatus | null | undefined;
};
export type CreditNotesResultsQuery$data = {
  readonly creditNotes: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"CreditNotesTable_creditNotes">;
  };
};
export type CreditNotesResultsQuery = {
  response: CreditNotesResultsQuery$data;
  variables: CreditNotesResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "doctorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = [
  {
    "kind": "Variable",
    "name": "doctorId",
    "variableName": "doctorId"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PaginatorInfo",
  "kind": "LinkedField",
  "name": "paginatorInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalIsLowerBound",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreditNotesResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "CreditNotePaginator",
        "kind": "LinkedField",
        "name": "creditNotes",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CreditNotesTable_creditNotes"
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreditNotesResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "CreditNotePaginator",
        "kind": "LinkedField",
        "name": "creditNotes",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditNote",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v9/*:: as any*/),
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
                "concreteType": "ConsultingFee",
                "kind": "LinkedField",
                "name": "consultingFees",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConsultingFeeOrder",
                    "kind": "LinkedField",
                    "name": "order",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
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
                          },
                          (v6/*:: as any*/)
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
                          (v9/*:: as any*/),
                          (v6/*:: as any*/)
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b77fcff7b9e377f0f6f0570aefdcd478",
    "id": null,
    "metadata": {},
    "name": "CreditNotesResultsQuery",
    "operationKind": "query",
    "text": "query CreditNotesResultsQuery(\n  $first: Int!\n  $page: Int!\n  $doctorId: ID\n  $status: CreditNoteStatus\n) {\n  creditNotes(first: $first, page: $page, doctorId: $doctorId, status: $status) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    ...CreditNotesTable_creditNotes\n  }\n}\n\nfragment CreditNoteFeesRow_creditNote on CreditNote {\n  consultingFees {\n    id\n    amount\n    status\n    order {\n      id\n      order_number\n      created_at\n      patient {\n        first_name\n        last_name\n        id\n      }\n      partnershipModel {\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment CreditNoteRow_creditNote on CreditNote {\n  id\n  number\n  amount\n  status\n  paid_at\n  generated_at\n  doctor {\n    id\n    name\n    email\n  }\n  ...CreditNoteFeesRow_creditNote\n}\n\nfragment CreditNotesTable_creditNotes on CreditNotePaginator {\n  data {\n    id\n    ...CreditNoteRow_creditNote\n  }\n}\n"
  }
};
})();

(node as any).hash = "95fcad44f4916682d98a5af30b662b7f";

export default node;
