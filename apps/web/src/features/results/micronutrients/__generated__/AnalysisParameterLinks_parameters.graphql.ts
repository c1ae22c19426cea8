/**
 * @generated SignedSource<<85fb0a3bef5ba110b62686360af3968d>>
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
  "type": "LinkedAnalysisParameter",
  "abstractKey": null
};

(node as any).hash = "975e45364d696b1eb31d5ecb7b8acfa3";

export default node;
