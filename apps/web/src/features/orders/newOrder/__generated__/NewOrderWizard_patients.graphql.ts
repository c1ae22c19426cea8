/**
 * @generated SignedSource<<58e8149705c26a168da622a05cf1d503>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NewOrderWizard_patients$data = ReadonlyArray<{
  readonly biological_sex: BiologicalSex;
  readonly date_of_birth: string;
  readonly first_name: string;
  readonly id: string;
  readonly last_name: string;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "NewOrderWizard_patients";
}>;
export type NewOrderWizard_patients$key = ReadonlyArray<{
  readonly " $data"?: NewOrderWizard_patients$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewOrderWizard_patients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NewOrderWizard_patients",
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
      "name": "date_of_birth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "biological_sex",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "b2b9ed1c4ff012a27bfc0ab0c01dae6e";

export default node;
