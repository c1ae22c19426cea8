/**
 * @generated SignedSource<<8586edc8179eefd7848d7287cb9e1715>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientRecommendation_dose$data = {
  readonly current_value: number;
  readonly explanation: {
    readonly " $fragmentSpreads": FragmentRefs<"DoseExplanation_explanation">;
  } | null | undefined;
  readonly recommended_value: number | null | undefined;
  readonly warnings: ReadonlyArray<string>;
  readonly " $fragmentType": "MicronutrientRecommendation_dose";
};
export type MicronutrientRecommendation_dose$key = {
  readonly " $data"?: MicronutrientRecommendation_dose$data;
  readonly " $fragmentSpreads": FragmentRefs<"MicronutrientRecommendation_dose">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MicronutrientRecommendation_dose",
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
      "name": "recommended_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warnings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DoseExplanation",
      "kind": "LinkedField",
      "name": "explanation",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DoseExplanation_explanation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PatientMicronutrient",
  "abstractKey": null
};

(node as any).hash = "f6f9970c94140cb683652122c847fcbe";

export default node;
