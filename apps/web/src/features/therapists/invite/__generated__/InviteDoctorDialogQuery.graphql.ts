/**
 * @generated SignedSource<<59d92048af84594f5ba596a1fda77573>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteDoctorDialogQuery$variables = Record<PropertyKey, never>;
export type InviteDoctorDialogQuery$data = {
  readonly certifications: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly specializations: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type InviteDoctorDialogQuery = {
  response: InviteDoctorDialogQuery$data;
  variables: InviteDoctorDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = [
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
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "SpecializationPaginator",
    "kind": "LinkedField",
    "name": "specializations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Specialization",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": "specializations(first:100)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "CertificationPaginator",
    "kind": "LinkedField",
    "name": "certifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Certification",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": "certifications(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteDoctorDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InviteDoctorDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bbb692634a5450b8a288e8a03c72198e",
    "id": null,
    "metadata": {},
    "name": "InviteDoctorDialogQuery",
    "operationKind": "query",
    "text": "query InviteDoctorDialogQuery {\n  specializations(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  certifications(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "afef9af6191ca9815f4279c1d729f796";

export default node;
