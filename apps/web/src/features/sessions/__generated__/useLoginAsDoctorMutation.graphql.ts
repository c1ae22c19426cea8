/**
 * @generated SignedSource<<e62a183048dd89efa4c39c12e78159a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Permission = "ManageFeatures" | "ManageFormulas" | "ManageMedicalCenters" | "ManagePermissions" | "ManageUsers" | "RunArtisanCommands" | "ViewEmails" | "ViewPulse" | "ViewTelescope" | "%future added value";
export type useLoginAsDoctorMutation$variables = {
  doctorId: string;
};
export type useLoginAsDoctorMutation$data = {
  readonly loginAsDoctor: {
    readonly email: string;
    readonly first_name: string;
    readonly getAllPermissions: ReadonlyArray<Permission>;
    readonly id: string;
    readonly last_name: string;
  };
};
export type useLoginAsDoctorMutation = {
  response: useLoginAsDoctorMutation$data;
  variables: useLoginAsDoctorMutation$variables;
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
    "name": "loginAsDoctor",
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
        "name": "first_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "last_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "getAllPermissions",
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
    "name": "useLoginAsDoctorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLoginAsDoctorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "12ef2420d9330ad2c3e4b5ed0a8c3a48",
    "id": null,
    "metadata": {},
    "name": "useLoginAsDoctorMutation",
    "operationKind": "mutation",
    "text": "mutation useLoginAsDoctorMutation(\n  $doctorId: ID!\n) {\n  loginAsDoctor(doctorId: $doctorId) {\n    id\n    first_name\n    last_name\n    email\n    getAllPermissions\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd302f29de0511efd73ae9c8cd132961";

export default node;
