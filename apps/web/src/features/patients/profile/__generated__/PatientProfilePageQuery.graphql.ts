/**
 * @generated SignedSource<<1a0d8b9ffc8f0d830cfe45878a928aa3>>
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
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"LifestyleQuestionnaire_patient" | "MicronutrientsEditor_patient" | "PatientCard_patient" | "PersonalInfoForm_patient" | "QuestionnaireLinkPanel_patient" | "useProcessingPoll_patient">;
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "DoseExplanation",
  "kind": "LinkedField",
  "name": "explanation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "template_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "template_version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "raw_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clamped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "min_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max_value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormulaInputValue",
      "kind": "LinkedField",
      "name": "inputs",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calculated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failure",
      "storageKey": null
    }
  ],
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuestionnaireLinkPanel_patient"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MicronutrientsEditor_patient"
          }
        ],
        "storageKey": null
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientQuestionnaireLink",
            "kind": "LinkedField",
            "name": "lifestyleQuestionnaireLink",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sent_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expires_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submitted_at",
                "storageKey": null
              }
            ],
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "warnings",
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RecipeChangeProposalView",
            "kind": "LinkedField",
            "name": "recipeChangeProposals",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "micronutrient_name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formattedUnit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "old_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "new_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChangedInputView",
                "kind": "LinkedField",
                "name": "changed_inputs",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "before",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "after",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fc55c4023e19423d981907b4ea5e6518",
    "id": null,
    "metadata": {},
    "name": "PatientProfilePageQuery",
    "operationKind": "query",
    "text": "query PatientProfilePageQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    ...PatientCard_patient\n    ...useProcessingPoll_patient\n    ...PersonalInfoForm_patient\n    ...LifestyleQuestionnaire_patient\n    ...QuestionnaireLinkPanel_patient\n    ...MicronutrientsEditor_patient\n    id\n  }\n}\n\nfragment ChangedInputs_inputs on ChangedInputView {\n  name\n  label\n  before\n  after\n}\n\nfragment DoseExplanationButton_explanation on DoseExplanation {\n  ...DoseExplanation_explanation\n}\n\nfragment DoseExplanation_explanation on DoseExplanation {\n  source\n  template_name\n  template_version\n  raw_value\n  clamped\n  min_value\n  max_value\n  inputs {\n    name\n    label\n    value\n  }\n  calculated_at\n  failure\n}\n\nfragment LifestyleQuestionnaire_patient on Patient {\n  id\n  biological_sex\n  isBeingProcessed\n  latestAnswers {\n    question_id\n    values\n    id\n  }\n}\n\nfragment MicronutrientsEditor_patient on Patient {\n  id\n  isBeingProcessed\n  micronutrients_last_updated_at\n  latestMicronutrients {\n    ...MicronutrientsTable_doses\n  }\n  ...RecipeChangeProposals_patient\n}\n\nfragment MicronutrientsTable_doses on PatientMicronutrient {\n  micronutrient_id\n  current_value\n  recommended_value\n  warnings\n  explanation {\n    ...DoseExplanationButton_explanation\n  }\n}\n\nfragment PatientCard_patient on Patient {\n  id\n  guid\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  address\n  zip_code\n  city\n  country\n  date_of_birth\n  height\n  weight\n  latestSubscription {\n    ...SubscriptionStatusTag_subscription\n    id\n  }\n}\n\nfragment PersonalInfoForm_patient on Patient {\n  id\n  salutation\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  date_of_birth\n  biological_sex\n  height\n  weight\n  address\n  zip_code\n  city\n  country\n  shippingAddress {\n    address\n    zip_code\n    city\n    country {\n      id\n    }\n  }\n}\n\nfragment QuestionnaireLinkPanel_patient on Patient {\n  id\n  email\n  lifestyleQuestionnaireLink {\n    sent_at\n    expires_at\n    submitted_at\n  }\n}\n\nfragment RecipeChangeProposals_patient on Patient {\n  recipeChangeProposals {\n    id\n    micronutrient_name\n    formattedUnit\n    old_value\n    new_value\n    changed_inputs {\n      ...ChangedInputs_inputs\n    }\n    explanation {\n      ...DoseExplanation_explanation\n    }\n  }\n}\n\nfragment SubscriptionStatusTag_subscription on SupplementSubscription {\n  status\n  pending\n}\n\nfragment useProcessingPoll_patient on Patient {\n  id\n  isBeingProcessed\n}\n"
  }
};
})();

(node as any).hash = "77472adcaae71713c03a6996191772c9";

export default node;
