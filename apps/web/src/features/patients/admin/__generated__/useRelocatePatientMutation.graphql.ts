/**
 * @generated SignedSource<<ea6a460642767b70d5e0b5f8d6e871e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRelocatePatientMutation$variables = {
  doctorId?: string | null | undefined;
  id: string;
};
export type useRelocatePatientMutation$data = {
  readonly relocatePatient: {
    readonly id: string;
    readonly medicalCenter: {
      readonly id: string;
      readonly user: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useRelocatePatientMutation = {
  response: useRelocatePatientMutation$data;
  variables: useRelocatePatientMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "doctorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "doctorId",
        "variableName": "doctorId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "relocatePatient",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "MedicalCenter",
        "kind": "LinkedField",
        "name": "medicalCenter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRelocatePatientMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRelocatePatientMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "5dccae61d25f67797ff52e3ba5e6add2",
    "id": null,
    "metadata": {},
    "name": "useRelocatePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useRelocatePatientMutation(\n  $id: String!\n  $doctorId: ID\n) {\n  relocatePatient(id: $id, doctorId: $doctorId) {\n    id\n    medicalCenter {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0c0a792a048b4c7d1bc31b353a77ddf";

export default node;
