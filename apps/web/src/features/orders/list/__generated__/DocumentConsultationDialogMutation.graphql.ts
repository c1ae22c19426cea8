/**
 * @generated SignedSource<<81bcdfdf9596435385cb04284677760f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentConsultationDialogMutation$variables = {
  consultedOn: string;
  note?: string | null | undefined;
  orderId: string;
};
export type DocumentConsultationDialogMutation$data = {
  readonly documentConsultation: {
    readonly consultationDue: boolean;
    readonly consultingFee: {
      readonly amount: number;
      readonly consulted_on: string | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly id: string;
  };
};
export type DocumentConsultationDialogMutation = {
  response: DocumentConsultationDialogMutation$data;
  variables: DocumentConsultationDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consultedOn"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "note"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "consultedOn",
        "variableName": "consultedOn"
      },
      {
        "kind": "Variable",
        "name": "note",
        "variableName": "note"
      },
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "documentConsultation",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "consultationDue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ConsultingFee",
        "kind": "LinkedField",
        "name": "consultingFee",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "consulted_on",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentConsultationDialogMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentConsultationDialogMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "39c543240b2469922b1191e414b9ddcf",
    "id": null,
    "metadata": {},
    "name": "DocumentConsultationDialogMutation",
    "operationKind": "mutation",
    "text": "mutation DocumentConsultationDialogMutation(\n  $orderId: ID!\n  $consultedOn: String!\n  $note: String\n) {\n  documentConsultation(orderId: $orderId, consultedOn: $consultedOn, note: $note) {\n    id\n    consultationDue\n    consultingFee {\n      id\n      amount\n      consulted_on\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8915f55ac2ecf0299c9e97059a497b5e";

export default node;
