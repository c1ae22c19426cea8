/**
 * @generated SignedSource<<c6970abf5f9b84c811270964d7c14dc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsTable_doses$data = ReadonlyArray<{
  readonly current_value: number;
  readonly micronutrient_id: string;
  readonly recommended_value: number | null | undefined;
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
    }
  ],
  "type": "PatientMicronutrient",
  "abstractKey": null
};

(node as any).hash = "c39d313d40cdae3c227e559a3bba8117";

export default node;
