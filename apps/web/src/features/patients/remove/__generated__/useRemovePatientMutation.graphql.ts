/**
 * @generated SignedSource<<8ed9cb24f9b05d20c9c89727039b66c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemovePatientMutation$variables = {
  id: string;
};
export type useRemovePatientMutation$data = {
  readonly removePatient: {
    readonly id: string;
  };
};
export type useRemovePatientMutation = {
  response: useRemovePatientMutation$data;
  variables: useRemovePatientMutation$variables;
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
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "removePatient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "useRemovePatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemovePatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "def0b3358a35153e4a1c17240797ca2a",
    "id": null,
    "metadata": {},
    "name": "useRemovePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useRemovePatientMutation(\n  $id: ID!\n) {\n  removePatient(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ca096c765b2e26b536320c682d66142";

export default node;
