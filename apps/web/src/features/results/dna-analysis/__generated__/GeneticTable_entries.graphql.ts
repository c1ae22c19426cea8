/**
 * @generated SignedSource<<ce82f5ea974672bf3d6eb285986a143e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeneticTable_entries$data = ReadonlyArray<{
  readonly function: string | null | undefined;
  readonly genotype: string;
  readonly hgvs: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly population: string | null | undefined;
  readonly " $fragmentType": "GeneticTable_entries";
}>;
export type GeneticTable_entries$key = ReadonlyArray<{
  readonly " $data"?: GeneticTable_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneticTable_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "GeneticTable_entries",
  "selections": [
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
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hgvs",
      "storageKey": null
    }
  ],
  "type": "GeneticEntry",
  "abstractKey": null
};

(node as any).hash = "800c98f1196a94ba6654b78e8d68188e";

export default node;
