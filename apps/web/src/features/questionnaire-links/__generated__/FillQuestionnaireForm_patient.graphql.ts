/**
 * @generated SignedSource<<c6b1e6f5a88fe1ed16adfc586f4f3c19>>
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

(node as any).hash = "ba8ee8622d3b9db64f98b888eeac87a7";

export default node;
