/**
 * @generated SignedSource<<d2710700d3caa19ceb8b83c4ba142074>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportKind = "Blood" | "Dna" | "Medication" | "Micronutrients" | "%future added value";
export type ReportReleaseCardQuery$variables = {
  kind: ReportKind;
  patientId: string;
};
export type ReportReleaseCardQuery$data = {
  readonly reportReleases: ReadonlyArray<{
    readonly id: string;
    readonly withdrawn_at: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ReportReleaseStatus_release">;
  }>;
};
export type ReportReleaseCardQuery = {
  response: ReportReleaseCardQuery$data;
  variables: ReportReleaseCardQuery$variables;
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
  "name": "patientId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "patientId",
    "variableName": "patientId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "withdrawn_at",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportReleaseCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "reportReleases",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
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
    "name": "ReportReleaseCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "reportReleases",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
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
    "cacheID": "44659a360fb65c0d0164b6547a36a420",
    "id": null,
    "metadata": {},
    "name": "ReportReleaseCardQuery",
    "operationKind": "query",
    "text": "query ReportReleaseCardQuery(\n  $patientId: ID!\n  $kind: ReportKind!\n) {\n  reportReleases(patientId: $patientId, kind: $kind) {\n    id\n    withdrawn_at\n    ...ReportReleaseStatus_release\n  }\n}\n\nfragment ReportReleaseStatus_release on ReportRelease {\n  released_at\n  released_by\n  note\n  read_count\n  last_read_at\n}\n"
  }
};
})();

(node as any).hash = "35750e880bfc87edfb446e8c4fdace4d";

export default node;
