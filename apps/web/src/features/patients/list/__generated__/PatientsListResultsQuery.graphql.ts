/**
 * @generated SignedSource<<20177a7e91b72e62c7b2cba89e0619fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientOrderByColumn = "CREATED_AT" | "EMAIL" | "FIRST_NAME" | "LAST_NAME" | "NAME" | "PHONE_NUMBER" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type PatientOrderByClause = {
  column: PatientOrderByColumn;
  order?: SortOrder;
};
export type PatientsListResultsQuery$variables = {
  first: number;
  orderBy?: ReadonlyArray<PatientOrderByClause> | null | undefined;
  page: number;
  search?: string | null | undefined;
};
export type PatientsListResultsQuery$data = {
  readonly patients: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"PatientsTable_patients">;
  };
};
export type PatientsListResultsQuery = {
  response: PatientsListResultsQuery$data;
  variables: PatientsListResultsQuery$variables;
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
  "name": "orderBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
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
    "name": "search",
    "variableName": "search"
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
    "name": "PatientsListResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PatientsTable_patients"
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PatientsListResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
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
                "name": "country_code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone_number",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
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
    ]
  },
  "params": {
    "cacheID": "e2a8981a03f3c07638f36ebcd52db61d",
    "id": null,
    "metadata": {},
    "name": "PatientsListResultsQuery",
    "operationKind": "query",
    "text": "query PatientsListResultsQuery(\n  $first: Int!\n  $page: Int!\n  $search: String\n  $orderBy: [PatientOrderByClause!]\n) {\n  patients(first: $first, page: $page, search: $search, orderBy: $orderBy) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    ...PatientsTable_patients\n  }\n}\n\nfragment PatientRow_patient on Patient {\n  id\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  latestPlacedOrder {\n    status\n    id\n  }\n}\n\nfragment PatientsTable_patients on PatientPaginator {\n  data {\n    id\n    ...PatientRow_patient\n  }\n}\n"
  }
};
})();

(node as any).hash = "293145995c162a01196ea6cf20f1a9fd";

export default node;
