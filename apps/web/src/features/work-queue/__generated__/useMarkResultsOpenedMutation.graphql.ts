/**
 * @generated SignedSource<<e55273d32b82941895c38b67eeaad2b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpenedResultType = "blood" | "dna" | "%future added value";
export type useMarkResultsOpenedMutation$variables = {
  patientId: string;
  type: OpenedResultType;
};
export type useMarkResultsOpenedMutation$data = {
  readonly markResultsOpened: number;
};
export type useMarkResultsOpenedMutation = {
  response: useMarkResultsOpenedMutation$data;
  variables: useMarkResultsOpenedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "kind": "ScalarField",
    "name": "markResultsOpened",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkResultsOpenedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkResultsOpenedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b13a4493cbe1d39b58e8226e52ea2201",
    "id": null,
    "metadata": {},
    "name": "useMarkResultsOpenedMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkResultsOpenedMutation(\n  $patientId: ID!\n  $type: OpenedResultType!\n) {\n  markResultsOpened(patientId: $patientId, type: $type)\n}\n"
  }
};
})();

(node as any).hash = "22e9496362770ca393ff945b9920af64";

export default node;
