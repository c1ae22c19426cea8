/**
 * @generated SignedSource<<58563e9a19a62ec4a6e1c9a16f313e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
export type useDeleteInvitationMutation$variables = {
  receiverId: string;
};
export type useDeleteInvitationMutation$data = {
  readonly deleteInvitation: {
    readonly id: string;
    readonly onboardingType: OnboardingType;
  };
};
export type useDeleteInvitationMutation = {
  response: useDeleteInvitationMutation$data;
  variables: useDeleteInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "receiverId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "receiverId",
        "variableName": "receiverId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "deleteInvitation",
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
        "name": "onboardingType",
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
    "name": "useDeleteInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f761982ffb33098765c0b4baf28cf43f",
    "id": null,
    "metadata": {},
    "name": "useDeleteInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteInvitationMutation(\n  $receiverId: ID!\n) {\n  deleteInvitation(receiverId: $receiverId) {\n    id\n    onboardingType\n  }\n}\n"
  }
};
})();

(node as any).hash = "21606bb99fc3fe5d0b798dd4e045ede6";

export default node;
