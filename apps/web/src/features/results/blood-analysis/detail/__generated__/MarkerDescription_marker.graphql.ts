/**
 * @generated SignedSource<<5be3629a569aa3ff9c9d1424b0210468>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkerDescription_marker$data = {
  readonly bibliography: ReadonlyArray<string>;
  readonly description: string;
  readonly docinfo_lt: string | null | undefined;
  readonly docinfo_url: string | null | undefined;
  readonly " $fragmentType": "MarkerDescription_marker";
};
export type MarkerDescription_marker$key = {
  readonly " $data"?: MarkerDescription_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerDescription_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkerDescription_marker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "docinfo_lt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "docinfo_url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bibliography",
      "storageKey": null
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "b8924d2dc1a923250d626efa371178f7";

export default node;
