/**
 * @generated SignedSource<<67c35a9d9a1b56709168bc8ed4b9388f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
export type UpdatePatientInput = {
  address: string;
  biological_sex: BiologicalSex;
  city: string;
  country: string;
  country_code: string;
  date_of_birth: string;
  email: string;
  first_name: string;
  height: number;
  last_name: string;
  phone_number: string;
  salutation: Salutation;
  shippingAddress?: ShippingAddressInput | null | undefined;
  title?: string | null | undefined;
  weight: number;
  zip_code: string;
};
export type ShippingAddressInput = {
  address: string;
  city: string;
  country_id: string;
  state?: string | null | undefined;
  zip_code: string;
};
export type useUpdatePatientMutation$variables = {
  id: string;
  input: UpdatePatientInput;
};
export type useUpdatePatientMutation$data = {
  readonly updatePatient: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PatientCard_patient" | "PersonalInfoForm_patient">;
  };
};
export type useUpdatePatientMutation = {
  response: useUpdatePatientMutation$data;
  variables: useUpdatePatientMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePatientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "updatePatient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PatientCard_patient"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalInfoForm_patient"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePatientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "updatePatient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "guid",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "date_of_birth",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplementSubscription",
            "kind": "LinkedField",
            "name": "latestSubscription",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pending",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
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
            "name": "biological_sex",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Country",
                "kind": "LinkedField",
                "name": "country",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71cbd52668adbcca890c0acd23bd111e",
    "id": null,
    "metadata": {},
    "name": "useUpdatePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePatientMutation(\n  $id: ID!\n  $input: UpdatePatientInput!\n) {\n  updatePatient(id: $id, input: $input) {\n    id\n    ...PatientCard_patient\n    ...PersonalInfoForm_patient\n  }\n}\n\nfragment PatientCard_patient on Patient {\n  id\n  guid\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  address\n  zip_code\n  city\n  country\n  date_of_birth\n  height\n  weight\n  latestSubscription {\n    ...SubscriptionStatusTag_subscription\n    id\n  }\n}\n\nfragment PersonalInfoForm_patient on Patient {\n  id\n  salutation\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  date_of_birth\n  biological_sex\n  height\n  weight\n  address\n  zip_code\n  city\n  country\n  shippingAddress {\n    address\n    zip_code\n    city\n    country {\n      id\n    }\n  }\n}\n\nfragment SubscriptionStatusTag_subscription on SupplementSubscription {\n  status\n  pending\n}\n"
  }
};
})();

(node as any).hash = "f9bb69059252f791d31f6e7bba077410";

export default node;
