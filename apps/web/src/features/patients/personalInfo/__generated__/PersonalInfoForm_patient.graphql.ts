/**
 * @generated SignedSource<<209e2d1b7ef8e75e48b401f65b0241e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PersonalInfoForm_patient$data = {
  readonly address: string;
  readonly biological_sex: BiologicalSex;
  readonly city: string;
  readonly country: string;
  readonly country_code: string;
  readonly date_of_birth: string;
  readonly email: string;
  readonly first_name: string;
  readonly height: number;
  readonly id: string;
  readonly last_name: string;
  readonly phone_number: string | null | undefined;
  readonly salutation: Salutation;
  readonly shippingAddress: {
    readonly address: string;
    readonly city: string;
    readonly country: {
      readonly id: string;
    } | null | undefined;
    readonly zip_code: string;
  } | null | undefined;
  readonly title: string | null | undefined;
  readonly weight: number;
  readonly zip_code: string;
  readonly " $fragmentType": "PersonalInfoForm_patient";
};
export type PersonalInfoForm_patient$key = {
  readonly " $data"?: PersonalInfoForm_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalInfoForm_patient">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalInfoForm_patient",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salutation",
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PatientShippingAddress",
      "kind": "LinkedField",
      "name": "shippingAddress",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Country",
          "kind": "LinkedField",
          "name": "country",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};
})();

(node as any).hash = "ef2fe829bffe7c0ffc4f158e64cdca52";

export default node;
