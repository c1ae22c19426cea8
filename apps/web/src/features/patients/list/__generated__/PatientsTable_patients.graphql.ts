/**
 * @generated SignedSource<<c06180e741d2ae9068349e04414d3db1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientsTable_patients$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PatientRow_patient">;
  }>;
  readonly " $fragmentType": "PatientsTable_patients";
};
export type PatientsTable_patients$key = {
  readonly " $data"?: PatientsTable_patients$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientsTable_patients">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientsTable_patients",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PatientRow_patient"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PatientPaginator",
  "abstractKey": null
};

(node as any).hash = "d8432401cb5259c3ee41faeb0ccb91f4";

export default node;
