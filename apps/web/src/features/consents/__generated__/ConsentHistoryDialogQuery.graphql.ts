/**
 * @generated SignedSource<<b09f8f03e7bc13797c6af3f0e77b04ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsentType = "NewOrder" | "NewPatient" | "PatientRegistration" | "SelfBilling" | "UploadBloodResult" | "UserRegistration" | "%future added value";
export type ConsentHistoryDialogQuery$variables = {
  patientId?: string | null | undefined;
  userId?: string | null | undefined;
};
export type ConsentHistoryDialogQuery$data = {
  readonly consentHistory: ReadonlyArray<{
    readonly accepted_at: any;
    readonly accepted_by_patient_id: string | null | undefined;
    readonly accepted_by_user_id: string | null | undefined;
    readonly de: string;
    readonly en: string;
    readonly id: string;
    readonly impersonator_id: string | null | undefined;
    readonly ip_address: string | null | undefined;
    readonly type: ConsentType;
    readonly version: number;
  }>;
};
export type ConsentHistoryDialogQuery = {
  response: ConsentHistoryDialogQuery$data;
  variables: ConsentHistoryDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "ConsentRecord",
    "kind": "LinkedField",
    "name": "consentHistory",
    "plural": true,
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
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "de",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "en",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted_by_user_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted_by_patient_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "impersonator_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ip_address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted_at",
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
    "name": "ConsentHistoryDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConsentHistoryDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b612e64fad65f4738cf3c8f612220628",
    "id": null,
    "metadata": {},
    "name": "ConsentHistoryDialogQuery",
    "operationKind": "query",
    "text": "query ConsentHistoryDialogQuery(\n  $userId: ID\n  $patientId: ID\n) {\n  consentHistory(userId: $userId, patientId: $patientId) {\n    id\n    version\n    de\n    en\n    type\n    accepted_by_user_id\n    accepted_by_patient_id\n    impersonator_id\n    ip_address\n    accepted_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "10a4f7bb059244aa0d3991a4bbc29ee9";

export default node;
