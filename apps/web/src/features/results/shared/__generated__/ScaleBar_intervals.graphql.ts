/**
 * @generated SignedSource<<d04347d31b31103f23fcffa162ab12e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScaleBar_intervals$data = ReadonlyArray<{
  readonly color: string;
  readonly length_percent: number;
  readonly value: number;
  readonly " $fragmentType": "ScaleBar_intervals";
}>;
export type ScaleBar_intervals$key = ReadonlyArray<{
  readonly " $data"?: ScaleBar_intervals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScaleBar_intervals">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ScaleBar_intervals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "length_percent",
      "storageKey": null
    }
  ],
  "type": "ValueInterval",
  "abstractKey": null
};

(node as any).hash = "e427171e4ada43b44ecad05449c0f609";

export default node;
