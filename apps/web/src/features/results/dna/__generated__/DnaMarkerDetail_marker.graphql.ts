/**
 * @generated SignedSource<<3c103be13ad23d3446af65b9cb96b6ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DnaMarkerDetail_marker$data = {
  readonly bibliography: ReadonlyArray<string>;
  readonly description: string;
  readonly desired_genetic_profile: ReadonlyArray<{
    readonly function: string | null | undefined;
    readonly genotype: string;
    readonly id: string;
    readonly name: string;
    readonly population: string | null | undefined;
  }>;
  readonly docinfo: string | null | undefined;
  readonly genetic_result: ReadonlyArray<{
    readonly function: string | null | undefined;
    readonly genotype: string;
    readonly id: string;
    readonly name: string;
    readonly population: string | null | undefined;
  }>;
  readonly indications: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly interpretation: {
    readonly current_value: number;
    readonly current_value_color: string;
    readonly value_bg_color: string;
    readonly value_color: string;
    readonly value_description: string;
    readonly value_text: string;
  } | null | undefined;
  readonly intervals: ReadonlyArray<{
    readonly color: string;
    readonly length_percent: number;
    readonly value: number;
  }>;
  readonly micronutrients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly name: string;
  readonly scalebar_title: string;
  readonly symptoms: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly valueDate: string | null | undefined;
  readonly video_url: string | null | undefined;
  readonly " $fragmentType": "DnaMarkerDetail_marker";
};
export type DnaMarkerDetail_marker$key = {
  readonly " $data"?: DnaMarkerDetail_marker$data;
  readonly " $fragmentSpreads": FragmentRefs<"DnaMarkerDetail_marker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
],
v3 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "genotype",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "population",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "function",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DnaMarkerDetail_marker",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scalebar_title",
      "storageKey": null
    },
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
      "name": "docinfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "video_url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bibliography",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "symptoms",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "indications",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "micronutrients",
      "plural": true,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DnaInterpretation",
      "kind": "LinkedField",
      "name": "interpretation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value_color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value_text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value_description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value_color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value_bg_color",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneticEntry",
      "kind": "LinkedField",
      "name": "genetic_result",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneticEntry",
      "kind": "LinkedField",
      "name": "desired_genetic_profile",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "DnaMarker",
  "abstractKey": null
};
})();

(node as any).hash = "1b6c4046a09e1f49c6d69a44bf59fb37";

export default node;
