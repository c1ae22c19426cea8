/**
 * @generated SignedSource<<d5d46444c101707ab769b9adb2b3e5af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LifestyleQuestionnaire_patient$data = {
  readonly biological_sex: BiologicalSex;
  readonly id: string;
  readonly isBeingProcessed: boolean;
  readonly latestAnswers: ReadonlyArray<{
    readonly question_id: string;
    readonly values: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "LifestyleQuestionnaire_patient";
};
export type LifestyleQuestionnaire_patient$key = {
  readonly " $data"?: LifestyleQuestionnaire_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"LifestyleQuestionnaire_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LifestyleQuestionnaire_patient",
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
      "name": "biological_sex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBeingProcessed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PatientLifestyleAnswer",
      "kind": "LinkedField",
      "name": "latestAnswers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "values",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "3225f3290907bc8e9ecb8a3b6cb714b6";

export default node;
