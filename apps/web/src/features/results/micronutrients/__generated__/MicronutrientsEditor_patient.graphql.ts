/**
 * @generated SignedSource<<00cbf6a3a83dc2ef5e191b60f5e748ce>>
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
    readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsTable_doses">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MicronutrientsTable_doses"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "d22d4b8971c8cf54345c985e4da4b296";

export default node;
