/**
 * @generated SignedSource<<131959d74f0b9374ff94b308cb4dbd19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientProfilePageQuery$variables = {
  id: string;
};
export type PatientProfilePageQuery$data = {
  readonly countries: {
    readonly " $fragmentSpreads": FragmentRefs<"PatientCard_countries" | "PersonalDataFields_countries">;
  };
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"LifestyleQuestionnaire_patient" | "PatientCard_patient" | "PersonalInfoForm_patient" | "useProcessingPoll_patient">;
  };
};
export type PatientProfilePageQuery = {
  response: PatientProfilePageQuery$data;
  variables: PatientProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 250
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country_code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v7 = {
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
    "name": "PatientProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PatientCard_patient"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useProcessingPoll_patient"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalInfoForm_patient"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LifestyleQuestionnaire_patient"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CountryPaginator",
        "kind": "LinkedField",
        "name": "countries",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PatientCard_countries"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalDataFields_countries"
          }
        ],
        "storageKey": "countries(first:250)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PatientProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone_number",
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "isBeingProcessed",
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Country",
                "kind": "LinkedField",
                "name": "country",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientLifestyleAnswer",
            "kind": "LinkedField",
            "name": "latestAnswers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "question_id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CountryPaginator",
        "kind": "LinkedField",
        "name": "countries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Country",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dial_code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name_de",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name_en",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "is_shippable",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "countries(first:250)"
      }
    ]
  },
  "params": {
    "cacheID": "baf5e5a1c64acf076ef930d14558de54",
    "id": null,
    "metadata": {},
    "name": "PatientProfilePageQuery",
    "operationKind": "query",
    "text": "query PatientProfilePageQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    ...PatientCard_patient\n    ...useProcessingPoll_patient\n    ...PersonalInfoForm_patient\n    ...LifestyleQuestionnaire_patient\n    id\n  }\n  countries(first: 250) {\n    ...PatientCard_countries\n    ...PersonalDataFields_countries\n  }\n}\n\nfragment LifestyleQuestionnaire_patient on Patient {\n  id\n  biological_sex\n  isBeingProcessed\n  latestAnswers {\n    question_id\n    values\n    id\n  }\n}\n\nfragment PatientCard_countries on CountryPaginator {\n  data {\n    country_code\n    dial_code\n    name_de\n    name_en\n    id\n  }\n}\n\nfragment PatientCard_patient on Patient {\n  id\n  guid\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  address\n  zip_code\n  city\n  country\n  date_of_birth\n  height\n  weight\n}\n\nfragment PersonalDataFields_countries on CountryPaginator {\n  data {\n    id\n    country_code\n    dial_code\n    name_de\n    name_en\n    is_shippable\n  }\n}\n\nfragment PersonalInfoForm_patient on Patient {\n  id\n  salutation\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  date_of_birth\n  biological_sex\n  height\n  weight\n  address\n  zip_code\n  city\n  country\n  shippingAddress {\n    address\n    zip_code\n    city\n    country {\n      id\n    }\n  }\n}\n\nfragment useProcessingPoll_patient on Patient {\n  id\n  isBeingProcessed\n}\n"
  }
};
})();

(node as any).hash = "f5db3171ea98a69f9c907bd6a63dce96";

export default node;
