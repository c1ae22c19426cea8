/**
 * @generated SignedSource<<adab20990b3f0505d19d5109127e756a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useWithdrawReportReleaseMutation$variables = {
  id: string;
};
export type useWithdrawReportReleaseMutation$data = {
  readonly withdrawReportRelease: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReportReleaseStatus_release">;
  };
};
export type useWithdrawReportReleaseMutation = {
  response: useWithdrawReportReleaseMutation$data;
  variables: useWithdrawReportReleaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWithdrawReportReleaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "withdrawReportRelease",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWithdrawReportReleaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReportRelease",
        "kind": "LinkedField",
        "name": "withdrawReportRelease",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "cacheID": "159ac8ede856fa9a7a9290089a8a51eb",
    "id": null,
    "metadata": {},
    "name": "useWithdrawReportReleaseMutation",
    "operationKind": "mutation",
    "text": "mutation useWithdrawReportReleaseMutation(\n  $id: ID!\n) {\n  withdrawReportRelease(id: $id) {\n    id\n    ...ReportReleaseStatus_release\n  }\n}\n\nfragment ReportReleaseStatus_release on ReportRelease {\n  released_at\n  released_by\n  note\n  read_count\n  last_read_at\n}\n"
  }
};
})();

(node as any).hash = "12d49a5c16a542ad6bdc6a5e107076d0";

export default node;
