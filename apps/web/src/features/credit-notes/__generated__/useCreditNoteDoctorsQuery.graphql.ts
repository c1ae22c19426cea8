/**
 * @generated SignedSource<<f50fc1de8319bdda99199e1f93b3f82a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreditNoteDoctorsQuery$variables = {
  first: number;
};
export type useCreditNoteDoctorsQuery$data = {
  readonly doctors: ReadonlyArray<{
    readonly doctor: {
      readonly id: string;
    } | null | undefined;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly openConsultingFeeAmount: number | null | undefined;
  }>;
};
export type useCreditNoteDoctorsQuery = {
  response: useCreditNoteDoctorsQuery$data;
  variables: useCreditNoteDoctorsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "doctors",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
        "name": "openConsultingFeeAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Doctor",
        "kind": "LinkedField",
        "name": "doctor",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
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
    "name": "useCreditNoteDoctorsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreditNoteDoctorsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e7827dbe963a782e4a21c55e85dd1cf9",
    "id": null,
    "metadata": {},
    "name": "useCreditNoteDoctorsQuery",
    "operationKind": "query",
    "text": "query useCreditNoteDoctorsQuery(\n  $first: Int!\n) {\n  doctors(first: $first) {\n    id\n    name\n    email\n    openConsultingFeeAmount\n    doctor {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39e182ae50e4a3759a86a418d2fd9b2f";

export default node;
