/**
 * @generated SignedSource<<7fc3f3b3e71d28bf5850b68ab3d6323f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifeCyclePhase = "ActiveSubscriber" | "CanceledSubscriber" | "NonSubscriber" | "PausedSubscriber" | "%future added value";
export type Trashed = "ONLY" | "WITH" | "WITHOUT" | "%future added value";
export type AdminPatientsResultsQuery$variables = {
  byDoctorId?: string | null | undefined;
  first: number;
  hasOrders?: boolean | null | undefined;
  inLifeCyclePhase?: LifeCyclePhase | null | undefined;
  page: number;
  search?: string | null | undefined;
  trashed?: Trashed | null | undefined;
};
export type AdminPatientsResultsQuery$data = {
  readonly patients: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AdminPatientsTable_patients">;
  };
};
export type AdminPatientsResultsQuery = {
  response: AdminPatientsResultsQuery$data;
  variables: AdminPatientsResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byDoctorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasOrders"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inLifeCyclePhase"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "trashed"
},
v7 = [
  {
    "kind": "Variable",
    "name": "byDoctorId",
    "variableName": "byDoctorId"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "hasOrders",
    "variableName": "hasOrders"
  },
  {
    "kind": "Variable",
    "name": "inLifeCyclePhase",
    "variableName": "inLifeCyclePhase"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "trashed",
    "variableName": "trashed"
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
};
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
    "name": "AdminPatientsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminPatientsTable_patients"
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminPatientsResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "guid",
                "storageKey": null
              },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accounting_code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lifeCyclePhase",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lifeCyclePhaseDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "placedOrders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalPaidOrders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shippedOrdersCount",
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
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "latestPlacedOrder",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  }
                ],
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
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "31c0324a9984b5e2736780f8fc1c9a95",
    "id": null,
    "metadata": {},
    "name": "AdminPatientsResultsQuery",
    "operationKind": "query",
    "text": "query AdminPatientsResultsQuery(\n  $first: Int!\n  $page: Int!\n  $search: String\n  $byDoctorId: ID\n  $inLifeCyclePhase: LifeCyclePhase\n  $hasOrders: Boolean\n  $trashed: Trashed\n) {\n  patients(first: $first, page: $page, search: $search, byDoctorId: $byDoctorId, inLifeCyclePhase: $inLifeCyclePhase, hasOrders: $hasOrders, trashed: $trashed) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    ...AdminPatientsTable_patients\n  }\n}\n\nfragment AdminPatientsTable_patients on PatientPaginator {\n  data {\n    id\n    guid\n    first_name\n    last_name\n    email\n    accounting_code\n    lifeCyclePhase\n    lifeCyclePhaseDate\n    placedOrders\n    totalPaidOrders\n    shippedOrdersCount\n    created_at\n    latestPlacedOrder {\n      id\n      status\n    }\n    medicalCenter {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "67582af90e34bfed3be0e1e915919721";

export default node;
