/**
 * @generated SignedSource<<fdd4b0ecec6c808255466f8c3d498145>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsTable_doses$data = ReadonlyArray<{
  readonly current_value: number;
  readonly explanation: {
    readonly " $fragmentSpreads": FragmentRefs<"DoseExplanationButton_explanation">;
  } | null | undefined;
  readonly micronutrient_id: string;
  readonly recommended_value: number | null | undefined;
  readonly warnings: ReadonlyArray<string>;
  readonly " $fragmentType": "MicronutrientsTable_doses";
}>;
export type MicronutrientsTable_doses$key = ReadonlyArray<{
  readonly " $data"?: MicronutrientsTable_doses$data;
  readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsTable_doses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MicronutrientsTable_doses",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "micronutrient_id",
      "storageKey": null
    },
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
          "name": "DoseExplanationButton_explanation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PatientMicronutrient",
  "abstractKey": null
};

(node as any).hash = "9f6318badc546840c80779412db9f252";

export default node;
