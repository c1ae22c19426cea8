/**
 * @generated SignedSource<<368dab59dd77a123253b48a97fdf7493>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useGenerateCreditNoteMutation$variables = {
  doctorId: string;
};
export type useGenerateCreditNoteMutation$data = {
  readonly generateCreditNote: {
    readonly amount: number;
    readonly doctor: {
      readonly id: string;
      readonly openConsultingFeeAmount: number | null | undefined;
    };
    readonly id: string;
    readonly number: string;
  };
};
export type useGenerateCreditNoteMutation = {
  response: useGenerateCreditNoteMutation$data;
  variables: useGenerateCreditNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "doctorId"
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
        "name": "doctorId",
        "variableName": "doctorId"
      }
    ],
    "concreteType": "CreditNote",
    "kind": "LinkedField",
    "name": "generateCreditNote",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "doctor",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openConsultingFeeAmount",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGenerateCreditNoteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGenerateCreditNoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a70c475b5d7f464d6fb2c924ccf87670",
    "id": null,
    "metadata": {},
    "name": "useGenerateCreditNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateCreditNoteMutation(\n  $doctorId: ID!\n) {\n  generateCreditNote(doctorId: $doctorId) {\n    id\n    number\n    amount\n    doctor {\n      id\n      openConsultingFeeAmount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3eeeb3314a399ad644863d4ee3cd755";

export default node;
