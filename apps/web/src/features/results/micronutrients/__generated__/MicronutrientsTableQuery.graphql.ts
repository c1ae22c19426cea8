/**
 * @generated SignedSource<<443176b74becf81fb866f2dd7f12e109>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MicronutrientsTableQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type MicronutrientsTableQuery$data = {
  readonly micronutrients: {
    readonly data: ReadonlyArray<{
      readonly formattedUnit: string;
      readonly id: string;
      readonly max_value: number;
      readonly min_value: number;
      readonly name: string;
    }>;
  };
};
export type MicronutrientsTableQuery = {
  response: MicronutrientsTableQuery$data;
  variables: MicronutrientsTableQuery$variables;
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
    "name": "search"
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
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "MicronutrientPaginator",
    "kind": "LinkedField",
    "name": "micronutrients",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Micronutrient",
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
            "name": "name",
            "storageKey": null
          },
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
            "name": "min_value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max_value",
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
    "name": "MicronutrientsTableQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MicronutrientsTableQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd80f39972aaa6fcf0d184d93504a3b9",
    "id": null,
    "metadata": {},
    "name": "MicronutrientsTableQuery",
    "operationKind": "query",
    "text": "query MicronutrientsTableQuery(\n  $first: Int!\n  $search: String\n) {\n  micronutrients(first: $first, search: $search) {\n    data {\n      id\n      name\n      formattedUnit\n      min_value\n      max_value\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "32b1fd2796c3a5bdefe514d3124274c8";

export default node;
