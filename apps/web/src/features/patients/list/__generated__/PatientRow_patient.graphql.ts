/**
 * @generated SignedSource<<35692434521e4401680bd2894e91b9d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientRow_patient$data = {
  readonly country_code: string;
  readonly email: string;
  readonly first_name: string;
  readonly id: string;
  readonly last_name: string;
  readonly phone_number: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "PatientRow_patient";
};
export type PatientRow_patient$key = {
  readonly " $data"?: PatientRow_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientRow_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientRow_patient",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country_code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone_number",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "2d4237a5c0badc4e1dcd180960b12539";

export default node;
