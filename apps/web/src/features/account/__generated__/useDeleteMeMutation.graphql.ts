/**
 * @generated SignedSource<<85316e34dc0cb1f12739d3c356cbb9e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteMeMutation$variables = Record<PropertyKey, never>;
export type useDeleteMeMutation$data = {
  readonly deleteMe: boolean;
};
export type useDeleteMeMutation = {
  response: useDeleteMeMutation$data;
  variables: useDeleteMeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleteMe",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteMeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDeleteMeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8aa7cd1ca1766693e3afe1c281f6655c",
    "id": null,
    "metadata": {},
    "name": "useDeleteMeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteMeMutation {\n  deleteMe\n}\n"
  }
};
})();

(node as any).hash = "bca48ac1333bb9ca4717781c3e303997";

export default node;
