/**
 * @generated SignedSource<<0be0f52c5f752d3e226fdc4f798d60af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationLiterature_results$data = ReadonlyArray<{
  readonly medication: {
    readonly literature: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "MedicationLiterature_results";
}>;
export type MedicationLiterature_results$key = ReadonlyArray<{
  readonly " $data"?: MedicationLiterature_results$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicationLiterature_results">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MedicationLiterature_results",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Medication",
      "kind": "LinkedField",
      "name": "medication",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "literature",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MedicationResult",
  "abstractKey": null
};

(node as any).hash = "b0bf5d5af5f078e860eb4375b55041d4";

export default node;
