/**
 * @generated SignedSource<<a7dc5d3f8fbb16744facf73bfb454aae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkerCodes_marker$data = {
  readonly loincCodes: ReadonlyArray<string>;
  readonly ucumUnit: string | null | undefined;
  readonly " $fragmentType": "MarkerCodes_marker";
};
export type MarkerCodes_marker$key = {
  readonly " $data"?: MarkerCodes_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerCodes_marker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkerCodes_marker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loincCodes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ucumUnit",
      "storageKey": null
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};

(node as any).hash = "003cdb46685daf84f78f301d23d8dd27";

export default node;
