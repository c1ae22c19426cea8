/**
 * @generated SignedSource<<87c9d082bad0ea3b24e4efcfb0d5fcf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsEditor_patient$data = {
  readonly id: string;
  readonly isBeingProcessed: boolean;
  readonly latestMicronutrients: ReadonlyArray<{
    readonly current_value: number;
    readonly micronutrient_id: string;
    readonly recommended_value: number | null | undefined;
  }>;
  readonly micronutrients_last_updated_at: any | null | undefined;
  readonly " $fragmentType": "MicronutrientsEditor_patient";
};
export type MicronutrientsEditor_patient$key = {
  readonly " $data"?: MicronutrientsEditor_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsEditor_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MicronutrientsEditor_patient",
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
      "name": "isBeingProcessed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "micronutrients_last_updated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PatientMicronutrient",
      "kind": "LinkedField",
      "name": "latestMicronutrients",
      "plural": true,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "cf4b467e4f25311d6a7bebf80da832ba";

export default node;
