/**
 * @generated SignedSource<<7b1c68a145e19d5faa00679ee4b74840>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreditNoteStatus = "Paid" | "Unpaid" | "%future added value";
export type PracticeCreditNotesQuery$variables = {
  first: number;
  page: number;
};
export type PracticeCreditNotesQuery$data = {
  readonly practiceCreditNotes: {
    readonly data: ReadonlyArray<{
      readonly amount: number;
      readonly generated_at: any;
      readonly id: string;
      readonly number: string;
      readonly status: CreditNoteStatus;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
      readonly total: number;
      readonly totalIsLowerBound: boolean;
    };
  };
};
export type PracticeCreditNotesQuery = {
  response: PracticeCreditNotesQuery$data;
  variables: PracticeCreditNotesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      }
    ],
    "concreteType": "CreditNotePaginator",
    "kind": "LinkedField",
    "name": "practiceCreditNotes",
    "plural": false,
    "selections": [
      {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "CreditNote",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PracticeCreditNotesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PracticeCreditNotesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "57b9645ddc6675397ffc67fa89acfbd8",
    "id": null,
    "metadata": {},
    "name": "PracticeCreditNotesQuery",
    "operationKind": "query",
    "text": "query PracticeCreditNotesQuery(\n  $first: Int!\n  $page: Int!\n) {\n  practiceCreditNotes(first: $first, page: $page) {\n    paginatorInfo {\n      total\n      lastPage\n      totalIsLowerBound\n    }\n    data {\n      id\n      number\n      generated_at\n      amount\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c824898e13db3b6c9f54992a54d5da7b";

export default node;
