/**
 * @generated SignedSource<<e8659adfd8af499a97b3c03a37a56677>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
export type useActivateDoctorMutation$variables = {
  doctorId: string;
};
export type useActivateDoctorMutation$data = {
  readonly activateDoctor: {
    readonly id: string;
    readonly is_active: boolean;
    readonly onboardingType: OnboardingType;
  };
};
export type useActivateDoctorMutation = {
  response: useActivateDoctorMutation$data;
  variables: useActivateDoctorMutation$variables;
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
    "name": "activateDoctor",
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
    "name": "useActivateDoctorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActivateDoctorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "19b5c14e342aca72d8a4614e115199d2",
    "id": null,
    "metadata": {},
    "name": "useActivateDoctorMutation",
    "operationKind": "mutation",
    "text": "mutation useActivateDoctorMutation(\n  $doctorId: ID!\n) {\n  activateDoctor(doctorId: $doctorId) {\n    id\n    is_active\n    onboardingType\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dbeda5d8b2bda96eea60019c2f8c295";

export default node;
