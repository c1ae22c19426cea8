/**
 * @generated SignedSource<<e33b74ce663b30c9f2777e46507d37f4>>
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
  readonly " $fragmentSpreads": FragmentRefs<"RecipeChangeProposals_patient">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecipeChangeProposals_patient"
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "f6208d8aa832ac1e44c29aa988afa11c";

export default node;
