/**
 * @generated SignedSource<<e8fa4887c87b4459b154ec14c4190d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FillQuestionnaireForm_patient$data = {
  readonly biological_sex: BiologicalSex;
  readonly first_name: string;
  readonly height: number | null | undefined;
  readonly latestAnswers: ReadonlyArray<{
    readonly question_id: string;
    readonly values: ReadonlyArray<string>;
  }>;
  readonly weight: number | null | undefined;
  readonly " $fragmentType": "FillQuestionnaireForm_patient";
};
export type FillQuestionnaireForm_patient$key = {
  readonly " $data"?: FillQuestionnaireForm_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillQuestionnaireForm_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillQuestionnaireForm_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "first_name",
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
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
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
  "type": "PatientInfo",
  "abstractKey": null
};

(node as any).hash = "b3184dae72eda29fe08f528727e31a5c";

export default node;
