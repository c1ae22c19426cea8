/**
 * @generated SignedSource<<ec478a25ff4da472ff844939dc9f5ff4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuarantineState = "attached" | "discarded" | "pending" | "%future added value";
export type QuarantinedLabReportsPageDiscardMutation$variables = {
  id: string;
  reason: string;
};
export type QuarantinedLabReportsPageDiscardMutation$data = {
  readonly discardQuarantinedLabReport: {
    readonly id: string;
    readonly state: QuarantineState;
  };
};
export type QuarantinedLabReportsPageDiscardMutation = {
  response: QuarantinedLabReportsPageDiscardMutation$data;
  variables: QuarantinedLabReportsPageDiscardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
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
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "QuarantinedLabReport",
    "kind": "LinkedField",
    "name": "discardQuarantinedLabReport",
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
    "name": "QuarantinedLabReportsPageDiscardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuarantinedLabReportsPageDiscardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "523f20edda8bfda27491d57f4e63ac55",
    "id": null,
    "metadata": {},
    "name": "QuarantinedLabReportsPageDiscardMutation",
    "operationKind": "mutation",
    "text": "mutation QuarantinedLabReportsPageDiscardMutation(\n  $id: ID!\n  $reason: String!\n) {\n  discardQuarantinedLabReport(id: $id, reason: $reason) {\n    id\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "61ee96e86474e855de03b80f7fa9a660";

export default node;
