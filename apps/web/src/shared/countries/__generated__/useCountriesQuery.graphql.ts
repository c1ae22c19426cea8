/**
 * @generated SignedSource<<fb63d206e38db3bbd0e18d60c2984efb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCountriesQuery$variables = Record<PropertyKey, never>;
export type useCountriesQuery$data = {
  readonly countries: {
    readonly data: ReadonlyArray<{
      readonly country_code: string;
      readonly dial_code: string;
      readonly id: string;
      readonly is_shippable: boolean;
      readonly name_de: string;
      readonly name_en: string;
    }>;
  };
};
export type useCountriesQuery = {
  response: useCountriesQuery$data;
  variables: useCountriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 250
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": [
          {
            "column": "PICKER"
          }
        ]
      }
    ],
    "concreteType": "CountryPaginator",
    "kind": "LinkedField",
    "name": "countries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
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
            "name": "country_code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dial_code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name_de",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name_en",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "is_shippable",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "countries(first:250,orderBy:[{\"column\":\"PICKER\"}])"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCountriesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCountriesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e5be1474d63c25e065d0cbae89a0e799",
    "id": null,
    "metadata": {},
    "name": "useCountriesQuery",
    "operationKind": "query",
    "text": "query useCountriesQuery {\n  countries(first: 250, orderBy: [{column: PICKER}]) {\n    data {\n      id\n      country_code\n      dial_code\n      name_de\n      name_en\n      is_shippable\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fb00a2a867e42b287ebd3b4ca21f114";

export default node;
