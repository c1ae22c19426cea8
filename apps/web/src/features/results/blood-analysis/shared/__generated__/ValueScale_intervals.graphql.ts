/**
 * @generated SignedSource<<f06843a8a66a063f9b1a81acc8977c18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ValueScale_intervals$data = {
  readonly intervals: ReadonlyArray<{
    readonly color: string;
    readonly length_percent: number;
    readonly value: number;
  }>;
  readonly maxValue: {
    readonly color: string;
    readonly value: number | null | undefined;
  };
  readonly minValue: {
    readonly color: string;
    readonly value: number | null | undefined;
  };
  readonly " $fragmentType": "ValueScale_intervals";
};
export type ValueScale_intervals$key = {
  readonly " $data"?: ValueScale_intervals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ValueScale_intervals">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ValueScale_intervals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ValueBound",
      "kind": "LinkedField",
      "name": "minValue",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ValueBound",
      "kind": "LinkedField",
      "name": "maxValue",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ValueInterval",
      "kind": "LinkedField",
      "name": "intervals",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "length_percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ValueIntervals",
  "abstractKey": null
};
})();

(node as any).hash = "42669e23e6f3ab975a44f01801892716";

export default node;
