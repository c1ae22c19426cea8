/**
 * @generated SignedSource<<5981b57248dad67798d19856185fc094>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteOrderMutation$variables = {
  id: string;
};
export type useDeleteOrderMutation$data = {
  readonly deleteOrder: {
    readonly id: string;
    readonly patient: {
      readonly id: string;
    };
  };
};
export type useDeleteOrderMutation = {
  response: useDeleteOrderMutation$data;
  variables: useDeleteOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "deleteOrder",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useDeleteOrderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteOrderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e9a982102afb25761a189b8e98a7b815",
    "id": null,
    "metadata": {},
    "name": "useDeleteOrderMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteOrderMutation(\n  $id: ID!\n) {\n  deleteOrder(id: $id) {\n    id\n    patient {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f5200847cef0c1dfdb2c59274073403";

export default node;
