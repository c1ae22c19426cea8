/**
 * @generated SignedSource<<e69019bc48524b1ec76cd418c178a6cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportReleaseStatus_release$data = {
  readonly last_read_at: any | null | undefined;
  readonly note: string | null | undefined;
  readonly read_count: number;
  readonly released_at: any;
  readonly released_by: string | null | undefined;
  readonly " $fragmentType": "ReportReleaseStatus_release";
};
export type ReportReleaseStatus_release$key = {
  readonly " $data"?: ReportReleaseStatus_release$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportReleaseStatus_release">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportReleaseStatus_release",
  "selections": [
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
  "type": "ReportRelease",
  "abstractKey": null
};

(node as any).hash = "8c60882442f205b525f8ffa9dd402d92";

export default node;
