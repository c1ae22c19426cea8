/**
 * @generated SignedSource<<6cc5f0bd9263377863d6c029e6354e89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportKind = "Blood" | "Dna" | "Medication" | "Micronutrients" | "%future added value";
export type useReleaseReportMutation$variables = {
  kind: ReportKind;
  note?: string | null | undefined;
  patientId: string;
};
export type useReleaseReportMutation$data = {
  readonly releaseReport: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReportReleaseStatus_release">;
  };
};
export type useReleaseReportMutation = {
  response: useReleaseReportMutation$data;
  variables: useReleaseReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "note"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "patientId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "note",
    "variableName": "note"
  },
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReleaseReportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "releaseReport",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReportReleaseStatus_release"
          }
        ],
        "storageKey": null
      }
    ],
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
    "name": "useReleaseReportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "releaseReport",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "released_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "released_by",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "note",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "read_count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "last_read_at",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "af53b1cb857f24b06d5ea552c5a7553d",
    "id": null,
    "metadata": {},
    "name": "useReleaseReportMutation",
    "operationKind": "mutation",
    "text": "mutation useReleaseReportMutation(\n  $patientId: ID!\n  $kind: ReportKind!\n  $note: String\n) {\n  releaseReport(patientId: $patientId, kind: $kind, note: $note) {\n    id\n    ...ReportReleaseStatus_release\n  }\n}\n\nfragment ReportReleaseStatus_release on ReportRelease {\n  released_at\n  released_by\n  note\n  read_count\n  last_read_at\n}\n"
  }
};
})();

(node as any).hash = "c150a81a0fc92cc62404708211f7dce6";

export default node;
