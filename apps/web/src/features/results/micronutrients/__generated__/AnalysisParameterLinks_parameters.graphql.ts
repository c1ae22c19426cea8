/**
 * @generated SignedSource<<39cbc4fa3b82b079d7038a924367a812>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisType = "Blood" | "Dna" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnalysisParameterLinks_parameters$data = ReadonlyArray<{
  readonly analysis_type: AnalysisType;
  readonly code: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "AnalysisParameterLinks_parameters";
}>;
export type AnalysisParameterLinks_parameters$key = ReadonlyArray<{
  readonly " $data"?: AnalysisParameterLinks_parameters$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalysisParameterLinks_parameters">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AnalysisParameterLinks_parameters",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analysis_type",
      "storageKey": null
    }
  ],
  "type": "AnalysisParameter",
  "abstractKey": null
};

(node as any).hash = "c091fa170dda78874df2cae47ff7941e";

export default node;
