/**
 * @generated SignedSource<<1261e8e1b6783c1499501f6664ae2be8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useOperatorQuery$variables = Record<PropertyKey, never>;
export type useOperatorQuery$data = {
  readonly operator: {
    readonly city: string;
    readonly country: string;
    readonly dpoEmail: string;
    readonly dpoName: string;
    readonly email: string;
    readonly managingDirectors: ReadonlyArray<string>;
    readonly name: string;
    readonly phone: string;
    readonly postalCode: string;
    readonly register: string;
    readonly street: string;
    readonly supportEmail: string;
    readonly supportPhone: string;
    readonly vatId: string | null | undefined;
  };
};
export type useOperatorQuery = {
  response: useOperatorQuery$data;
  variables: useOperatorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Operator",
    "kind": "LinkedField",
    "name": "operator",
    "plural": false,
    "selections": [
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
        "name": "street",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postalCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "register",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "managingDirectors",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "vatId",
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
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dpoName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dpoEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supportEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supportPhone",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOperatorQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOperatorQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b67db1f65bd2f4c7896b8f4f2b3cb55d",
    "id": null,
    "metadata": {},
    "name": "useOperatorQuery",
    "operationKind": "query",
    "text": "query useOperatorQuery {\n  operator {\n    name\n    street\n    postalCode\n    city\n    country\n    register\n    managingDirectors\n    vatId\n    email\n    phone\n    dpoName\n    dpoEmail\n    supportEmail\n    supportPhone\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ffcc43bdc3250fc9c02b8bd527ca05f";

export default node;
