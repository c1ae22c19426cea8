/**
 * @generated SignedSource<<8b251910f251776424db7b71d0ffe431>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
export type useDeactivateDoctorMutation$variables = {
  doctorId: string;
};
export type useDeactivateDoctorMutation$data = {
  readonly deactivateDoctor: {
    readonly id: string;
    readonly is_active: boolean;
    readonly onboardingType: OnboardingType;
  };
};
export type useDeactivateDoctorMutation = {
  response: useDeactivateDoctorMutation$data;
  variables: useDeactivateDoctorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "doctorId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "doctorId",
        "variableName": "doctorId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "deactivateDoctor",
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
        "name": "is_active",
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
    "name": "useDeactivateDoctorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeactivateDoctorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "714e988f8de949b0f4dd8d108390dd91",
    "id": null,
    "metadata": {},
    "name": "useDeactivateDoctorMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateDoctorMutation(\n  $doctorId: ID!\n) {\n  deactivateDoctor(doctorId: $doctorId) {\n    id\n    is_active\n    onboardingType\n  }\n}\n"
  }
};
})();

(node as any).hash = "d297a727eb879e6096a143ef55bb4251";

export default node;
