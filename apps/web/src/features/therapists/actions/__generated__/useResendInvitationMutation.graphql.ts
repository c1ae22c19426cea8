/**
 * @generated SignedSource<<cfd7a40cc82b6509ccd42171d8d30dbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
export type useResendInvitationMutation$variables = {
  receiverId: string;
};
export type useResendInvitationMutation$data = {
  readonly resendInvitation: {
    readonly id: string;
    readonly onboardingType: OnboardingType;
  };
};
export type useResendInvitationMutation = {
  response: useResendInvitationMutation$data;
  variables: useResendInvitationMutation$variables;
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
    "name": "resendInvitation",
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
    "name": "useResendInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8afc53f0d8300d36dc3d4755f0f7629",
    "id": null,
    "metadata": {},
    "name": "useResendInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendInvitationMutation(\n  $receiverId: ID!\n) {\n  resendInvitation(receiverId: $receiverId) {\n    id\n    onboardingType\n  }\n}\n"
  }
};
})();

(node as any).hash = "32cd67d8793be1509ce7b8bdb570745f";

export default node;
