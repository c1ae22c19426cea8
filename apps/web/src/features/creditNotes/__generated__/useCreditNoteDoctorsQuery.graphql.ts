/**
 * @generated SignedSource<<3d071acbcce7667bc0f39e5dfc4c335b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreditNoteDoctorsQuery$variables = {
  first: number;
};
export type useCreditNoteDoctorsQuery$data = {
  readonly creditNotes: {
    readonly data: ReadonlyArray<{
      readonly doctor: {
        readonly doctor: {
          readonly id: string;
        } | null | undefined;
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
      readonly id: string;
    }>;
  };
};
export type useCreditNoteDoctorsQuery = {
  response: useCreditNoteDoctorsQuery$data;
  variables: useCreditNoteDoctorsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Literal",
        "name": "page",
        "value": 1
      }
    ],
    "concreteType": "CreditNotePaginator",
    "kind": "LinkedField",
    "name": "creditNotes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CreditNote",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "doctor",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Doctor",
                "kind": "LinkedField",
                "name": "doctor",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreditNoteDoctorsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreditNoteDoctorsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c0b938fc6dd684ff2dc173323ca38d94",
    "id": null,
    "metadata": {},
    "name": "useCreditNoteDoctorsQuery",
    "operationKind": "query",
    "text": "query useCreditNoteDoctorsQuery(\n  $first: Int!\n) {\n  creditNotes(first: $first, page: 1) {\n    data {\n      id\n      doctor {\n        id\n        name\n        email\n        doctor {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "59fc5478b8675ecd01d9650af37a4d97";

export default node;
