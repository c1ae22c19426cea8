/**
 * @generated SignedSource<<819e66afd40725a7b4b5d6e5830b49e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrdersListPageQuery$variables = Record<PropertyKey, never>;
export type OrdersListPageQuery$data = {
  readonly patients: {
    readonly paginatorInfo: {
      readonly total: number;
    };
  };
};
export type OrdersListPageQuery = {
  response: OrdersListPageQuery$data;
  variables: OrdersListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      }
    ],
    "concreteType": "PatientPaginator",
    "kind": "LinkedField",
    "name": "patients",
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "patients(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersListPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrdersListPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fb4e1824ab936e5c6e37827474d1abc8",
    "id": null,
    "metadata": {},
    "name": "OrdersListPageQuery",
    "operationKind": "query",
    "text": "query OrdersListPageQuery {\n  patients(first: 1) {\n    paginatorInfo {\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "60c82bc60d5c5ba72b569f11041c5486";

export default node;
