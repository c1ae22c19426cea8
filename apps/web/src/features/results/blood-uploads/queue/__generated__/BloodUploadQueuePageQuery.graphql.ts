/**
 * @generated SignedSource<<0cac310c328d62b8c88f98b1d63c07df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BloodUploadState = "Processed" | "Received" | "Rejected" | "%future added value";
export type BloodUploadQueuePageQuery$variables = {
  first: number;
  page: number;
  state: BloodUploadState;
};
export type BloodUploadQueuePageQuery$data = {
  readonly adminBloodUploads: {
    readonly data: ReadonlyArray<{
      readonly created_at: any;
      readonly dueAt: any;
      readonly file_name: string;
      readonly id: string;
      readonly isOverdue: boolean;
      readonly patient: {
        readonly accounting_code: string;
        readonly first_name: string;
        readonly last_name: string;
      };
      readonly practiceName: string | null | undefined;
      readonly processed_at: any | null | undefined;
      readonly rejection_reason: string | null | undefined;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
  };
};
export type BloodUploadQueuePageQuery = {
  response: BloodUploadQueuePageQuery$data;
  variables: BloodUploadQueuePageQuery$variables;
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
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v3 = [
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
    "name": "state",
    "variableName": "state"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file_name",
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
  "name": "processed_at",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOverdue",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejection_reason",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "practiceName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accounting_code",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "first_name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "last_name",
  "storageKey": null
},
v15 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodUploadQueuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "BloodUploadPaginator",
        "kind": "LinkedField",
        "name": "adminBloodUploads",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodUpload",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BloodUploadQueuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "BloodUploadPaginator",
        "kind": "LinkedField",
        "name": "adminBloodUploads",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodUpload",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cacd963ca637ec54d0643f61f5a98a8",
    "id": null,
    "metadata": {},
    "name": "BloodUploadQueuePageQuery",
    "operationKind": "query",
    "text": "query BloodUploadQueuePageQuery(\n  $state: BloodUploadState!\n  $first: Int!\n  $page: Int!\n) {\n  adminBloodUploads(state: $state, first: $first, page: $page) {\n    data {\n      id\n      file_name\n      created_at\n      processed_at\n      dueAt\n      isOverdue\n      rejection_reason\n      practiceName\n      patient {\n        accounting_code\n        first_name\n        last_name\n        id\n      }\n    }\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d626619433f091aca74dc6cfd350dc8e";

export default node;
