/**
 * @generated SignedSource<<afaae923721591967ca5b2dc469b0af4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuarantineState = "attached" | "discarded" | "pending" | "%future added value";
export type QuarantinedLabReportsPageAttachMutation$variables = {
  id: string;
};
export type QuarantinedLabReportsPageAttachMutation$data = {
  readonly attachQuarantinedLabReport: {
    readonly id: string;
    readonly state: QuarantineState;
  };
};
export type QuarantinedLabReportsPageAttachMutation = {
  response: QuarantinedLabReportsPageAttachMutation$data;
  variables: QuarantinedLabReportsPageAttachMutation$variables;
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
    "concreteType": "QuarantinedLabReport",
    "kind": "LinkedField",
    "name": "attachQuarantinedLabReport",
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
        "name": "state",
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
    "name": "QuarantinedLabReportsPageAttachMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuarantinedLabReportsPageAttachMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b7a20156b9ffa738f426d4559bf21be",
    "id": null,
    "metadata": {},
    "name": "QuarantinedLabReportsPageAttachMutation",
    "operationKind": "mutation",
    "text": "mutation QuarantinedLabReportsPageAttachMutation(\n  $id: ID!\n) {\n  attachQuarantinedLabReport(id: $id) {\n    id\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "e32072aa4d7a864032bfae9c5a8a025b";

export default node;
