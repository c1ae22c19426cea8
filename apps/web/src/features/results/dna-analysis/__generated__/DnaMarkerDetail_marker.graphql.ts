/**
 * @generated SignedSource<<aa915daf6e7a66c89d81905623a9da9a>>
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
    readonly __typename: "GeneticEntry";
    readonly " $fragmentSpreads": FragmentRefs<"GeneticTable_entries">;
  }>;
  readonly docinfo: string | null | undefined;
  readonly genetic_result: ReadonlyArray<{
    readonly __typename: "GeneticEntry";
    readonly " $fragmentSpreads": FragmentRefs<"GeneticTable_entries">;
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
    readonly " $fragmentSpreads": FragmentRefs<"ScaleBar_intervals">;
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
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "GeneticTable_entries"
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "indications",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NamedEntry",
      "kind": "LinkedField",
      "name": "micronutrients",
      "plural": true,
      "selections": (v1/*:: as any*/),
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ScaleBar_intervals"
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneticEntry",
      "kind": "LinkedField",
      "name": "desired_genetic_profile",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "DnaMarker",
  "abstractKey": null
};
})();

(node as any).hash = "e663ad62803e8f3528a08fafe7fdb80d";

export default node;
