/**
 * @generated SignedSource<<cf07a17cfc6e9e9d6fe694e4e4668ee4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditLogResultsQuery$variables = {
  doctorId?: string | null | undefined;
  first: number;
  page: number;
  patientId?: string | null | undefined;
};
export type AuditLogResultsQuery$data = {
  readonly auditLog: {
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
    };
    readonly subject: {
      readonly name: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AuditLogTable_auditLog">;
  };
};
export type AuditLogResultsQuery = {
  response: AuditLogResultsQuery$data;
  variables: AuditLogResultsQuery$variables;
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
  "name": "patientId"
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
    "name": "patientId",
    "variableName": "patientId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
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
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/),
  (v7/*:: as any*/)
];
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
    "name": "AuditLogResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AuditLogPaginator",
        "kind": "LinkedField",
        "name": "auditLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditSubject",
            "kind": "LinkedField",
            "name": "subject",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AuditLogTable_auditLog"
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuditLogResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AuditLogPaginator",
        "kind": "LinkedField",
        "name": "auditLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditSubject",
            "kind": "LinkedField",
            "name": "subject",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditLogEntry",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
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
                "name": "event",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject_type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject_id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "impersonator",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
    "cacheID": "c04aae681c9e440506674f72889cbf3d",
    "id": null,
    "metadata": {},
    "name": "AuditLogResultsQuery",
    "operationKind": "query",
    "text": "query AuditLogResultsQuery(\n  $doctorId: ID\n  $patientId: ID\n  $first: Int!\n  $page: Int!\n) {\n  auditLog(doctorId: $doctorId, patientId: $patientId, first: $first, page: $page) {\n    subject {\n      name\n      id\n    }\n    paginatorInfo {\n      total\n      lastPage\n    }\n    ...AuditLogTable_auditLog\n  }\n}\n\nfragment AuditLogRow_entry on AuditLogEntry {\n  created_at\n  event\n  subject_type\n  subject_id\n  ip\n  details\n  user {\n    name\n    email\n    id\n  }\n  impersonator {\n    name\n    id\n  }\n}\n\nfragment AuditLogTable_auditLog on AuditLogPaginator {\n  data {\n    id\n    ...AuditLogRow_entry\n  }\n}\n"
  }
};
})();

(node as any).hash = "42eaf9c65b3cebe8f32fad17328d2f89";

export default node;
