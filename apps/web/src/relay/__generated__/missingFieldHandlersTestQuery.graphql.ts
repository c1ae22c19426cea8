/**
 * @generated SignedSource<<5532b8cb12493e7c465f759e3e1124d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type missingFieldHandlersTestQuery$variables = {
  id: string;
};
export type missingFieldHandlersTestQuery$data = {
  readonly order: {
    readonly id: string;
    readonly total_price: number;
  };
};
export type missingFieldHandlersTestQuery = {
  response: missingFieldHandlersTestQuery$data;
  variables: missingFieldHandlersTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "order",
    "plural": false,
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
        "name": "total_price",
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
    "name": "missingFieldHandlersTestQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "missingFieldHandlersTestQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8838ae5a68c850875ff7bd56a6a15076",
    "id": null,
    "metadata": {},
    "name": "missingFieldHandlersTestQuery",
    "operationKind": "query",
    "text": "query missingFieldHandlersTestQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    id\n    total_price\n  }\n}\n"
  }
};
})();

(node as any).hash = "4722e4e0112dbedb36f52fdff19bd89a";

export default node;
