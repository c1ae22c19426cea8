/**
 * @generated SignedSource<<a74551af1a802c7b1450dc84cc12d5ef>>
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
  readonly isLifestyleQuestionnaireAvailable: boolean;
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
      "kind": "ScalarField",
      "name": "isLifestyleQuestionnaireAvailable",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "51ef82f2c4f5b6926175a2cf63d68155";

export default node;
