/**
 * @generated SignedSource<<6eeca004bffd5db4a8338395bbe56cc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPatientCard_patient$data = {
  readonly biological_sex: BiologicalSex;
  readonly date_of_birth: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "ReviewPatientCard_patient";
};
export type ReviewPatientCard_patient$key = {
  readonly " $data"?: ReviewPatientCard_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPatientCard_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewPatientCard_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
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
      "name": "last_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date_of_birth",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "a5762be4e069b1b9b7d52873acbbab4b";

export default node;
