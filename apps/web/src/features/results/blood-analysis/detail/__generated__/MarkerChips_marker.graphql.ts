/**
 * @generated SignedSource<<5b282f7723fcbc690f2e88f306bbad08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkerChips_marker$data = {
  readonly indications: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly micronutrients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly symptoms: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "MarkerChips_marker";
};
export type MarkerChips_marker$key = {
  readonly " $data"?: MarkerChips_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkerChips_marker">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkerChips_marker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "symptoms",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "indications",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "micronutrients",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "BloodMarker",
  "abstractKey": null
};
})();

(node as any).hash = "a3fdb86f84c5cc11ca59fc5222863786";

export default node;
