/**
 * @generated SignedSource<<55d13ce020ead24ef9aa77aa5a0778d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsultingFeeStatus = "Canceled" | "Paid" | "Unpaid" | "%future added value";
export type CreditNoteStatus = "Paid" | "Unpaid" | "%future added value";
export type useMarkCreditNoteAsPaidMutation$variables = {
  creditNoteId: string;
};
export type useMarkCreditNoteAsPaidMutation$data = {
  readonly markCreditNoteAsPaid: {
    readonly consultingFees: ReadonlyArray<{
      readonly id: string;
      readonly paid_at: any | null | undefined;
      readonly status: ConsultingFeeStatus;
    }>;
    readonly id: string;
    readonly number: string;
    readonly paid_at: any | null | undefined;
    readonly status: CreditNoteStatus;
  };
};
export type useMarkCreditNoteAsPaidMutation = {
  response: useMarkCreditNoteAsPaidMutation$data;
  variables: useMarkCreditNoteAsPaidMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "creditNoteId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paid_at",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "creditNoteId",
        "variableName": "creditNoteId"
      }
    ],
    "concreteType": "CreditNote",
    "kind": "LinkedField",
    "name": "markCreditNoteAsPaid",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ConsultingFee",
        "kind": "LinkedField",
        "name": "consultingFees",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useMarkCreditNoteAsPaidMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkCreditNoteAsPaidMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "2c87f2d85a8039e02ba50289ea1d60cc",
    "id": null,
    "metadata": {},
    "name": "useMarkCreditNoteAsPaidMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkCreditNoteAsPaidMutation(\n  $creditNoteId: ID!\n) {\n  markCreditNoteAsPaid(creditNoteId: $creditNoteId) {\n    id\n    number\n    status\n    paid_at\n    consultingFees {\n      id\n      status\n      paid_at\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c36fbf8a5ca86e93204e54350106fa10";

export default node;
