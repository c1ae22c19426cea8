/**
 * @generated SignedSource<<2ba45c84b8a8ebd2aafeaff0f3b5f135>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type UserOrderByColumn = "CREATED_AT" | "EMAIL" | "LAST_LOGIN_AT" | "NAME" | "%future added value";
export type UserOrderByClause = {
  column: UserOrderByColumn;
  order?: SortOrder;
};
export type TherapistsResultsQuery$variables = {
  first: number;
  isActive?: boolean | null | undefined;
  onboardingType?: OnboardingType | null | undefined;
  orderBy?: ReadonlyArray<UserOrderByClause> | null | undefined;
  page: number;
  partnershipModelId?: string | null | undefined;
  search?: string | null | undefined;
};
export type TherapistsResultsQuery$data = {
  readonly users: {
    readonly data: ReadonlyArray<{
      readonly doctor: {
        readonly id: string;
      } | null | undefined;
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly partnershipModel: {
        readonly id: string;
      } | null | undefined;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TherapistsTable_users">;
  };
};
export type TherapistsResultsQuery = {
  response: TherapistsResultsQuery$data;
  variables: TherapistsResultsQuery$variables;
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
  "name": "isActive"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onboardingType"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "partnershipModelId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "isActive",
    "variableName": "isActive"
  },
  {
    "kind": "Variable",
    "name": "onboardingType",
    "variableName": "onboardingType"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "partnershipModelId",
    "variableName": "partnershipModelId"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v12 = [
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TherapistsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "UserPaginator",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Doctor",
                "kind": "LinkedField",
                "name": "doctor",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnershipModel",
                "kind": "LinkedField",
                "name": "partnershipModel",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TherapistsTable_users"
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
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TherapistsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "UserPaginator",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Doctor",
                "kind": "LinkedField",
                "name": "doctor",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accounting_code",
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
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "is_active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "last_login_at",
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
                "kind": "ScalarField",
                "name": "two_factor_confirmed_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openConsultingFeeAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MedicalCenter",
                "kind": "LinkedField",
                "name": "medicalCenter",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "patientCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalRevenueGenerated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContactDetails",
                    "kind": "LinkedField",
                    "name": "contactDetails",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phone_number",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
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
    "cacheID": "981a6927acd9e0781f29ba2bff4ce08d",
    "id": null,
    "metadata": {},
    "name": "TherapistsResultsQuery",
    "operationKind": "query",
    "text": "query TherapistsResultsQuery(\n  $first: Int!\n  $page: Int!\n  $search: String\n  $isActive: Boolean\n  $onboardingType: OnboardingType\n  $partnershipModelId: ID\n  $orderBy: [UserOrderByClause!]\n) {\n  users(first: $first, page: $page, search: $search, isActive: $isActive, onboardingType: $onboardingType, partnershipModelId: $partnershipModelId, orderBy: $orderBy) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    data {\n      id\n      name\n      email\n      doctor {\n        id\n      }\n      partnershipModel {\n        id\n      }\n    }\n    ...TherapistsTable_users\n  }\n}\n\nfragment TherapistRow_user on User {\n  id\n  name\n  email\n  is_active\n  onboardingType\n  last_login_at\n  created_at\n  two_factor_confirmed_at\n  openConsultingFeeAmount\n  partnershipModel {\n    id\n    name\n  }\n  doctor {\n    id\n    accounting_code\n  }\n  medicalCenter {\n    patientCount\n    orderCount\n    totalRevenueGenerated\n    contactDetails {\n      phone_number\n    }\n    id\n  }\n}\n\nfragment TherapistsTable_users on UserPaginator {\n  data {\n    id\n    ...TherapistRow_user\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ee90622c46a48da1631dc7f7d260f41";

export default node;
