/**
 * @generated SignedSource<<7bed740ece801d3ab49148c67b115a10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsPageQuery$variables = {
  doctorArea: boolean;
};
export type AccountSettingsPageQuery$data = {
  readonly certifications: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly me: {
    readonly doctor: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly medicalCenter: {
      readonly " $fragmentSpreads": FragmentRefs<"AdditionalTab_medicalCenter" | "OfficeTab_medicalCenter">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AccountDialogs_user" | "AccountTab_user">;
  };
  readonly otpEmailEnabled: boolean;
  readonly patients?: {
    readonly paginatorInfo: {
      readonly total: number;
    };
  };
  readonly specializations: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type AccountSettingsPageQuery = {
  response: AccountSettingsPageQuery$data;
  variables: AccountSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "doctorArea"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Doctor",
  "kind": "LinkedField",
  "name": "doctor",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "otpEmailEnabled",
  "storageKey": null
},
v5 = {
  "condition": "doctorArea",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "PatientPaginator",
      "kind": "LinkedField",
      "name": "patients",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PaginatorInfo",
          "kind": "LinkedField",
          "name": "paginatorInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "patients(first:1)"
    }
  ]
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "concreteType": "SpecializationPaginator",
  "kind": "LinkedField",
  "name": "specializations",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Specialization",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": "specializations(first:100)"
},
v10 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "concreteType": "CertificationPaginator",
  "kind": "LinkedField",
  "name": "certifications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Certification",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": "certifications(first:100)"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country_code",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vat_no",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicalCenter",
            "kind": "LinkedField",
            "name": "medicalCenter",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OfficeTab_medicalCenter"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdditionalTab_medicalCenter"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountDialogs_user"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicalCenter",
            "kind": "LinkedField",
            "name": "medicalCenter",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MedicalCenterAddress",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BillingAddress",
                "kind": "LinkedField",
                "name": "billingAddress",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "country",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BillingDetails",
                "kind": "LinkedField",
                "name": "billingDetails",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "account_holder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "iban",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bic",
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactDetails",
                "kind": "LinkedField",
                "name": "contactDetails",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone_number",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TaxDetails",
                "kind": "LinkedField",
                "name": "taxDetails",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tax_status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tax_number",
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Specialization",
                "kind": "LinkedField",
                "name": "specializations",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Certification",
                "kind": "LinkedField",
                "name": "certifications",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
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
            "name": "two_factor_confirmed_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "has_enabled_otp_email",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "e1a15172004f8185e29b9e1fe42126b8",
    "id": null,
    "metadata": {},
    "name": "AccountSettingsPageQuery",
    "operationKind": "query",
    "text": "query AccountSettingsPageQuery(\n  $doctorArea: Boolean!\n) {\n  me {\n    id\n    doctor {\n      id\n    }\n    medicalCenter {\n      ...OfficeTab_medicalCenter\n      ...AdditionalTab_medicalCenter\n      id\n    }\n    ...AccountTab_user\n    ...AccountDialogs_user\n  }\n  otpEmailEnabled\n  patients(first: 1) @include(if: $doctorArea) {\n    paginatorInfo {\n      total\n    }\n  }\n  specializations(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  certifications(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n}\n\nfragment AccountDialogs_user on User {\n  ...TwoFactorDialog_user\n}\n\nfragment AccountTab_user on User {\n  id\n  email\n  salutation\n  title\n  first_name\n  last_name\n  two_factor_confirmed_at\n  has_enabled_otp_email\n}\n\nfragment AdditionalTab_medicalCenter on MedicalCenter {\n  id\n  specializations {\n    id\n  }\n  certifications {\n    id\n  }\n}\n\nfragment OfficeTab_medicalCenter on MedicalCenter {\n  id\n  name\n  address {\n    id\n    address\n    zip_code\n    city\n    country_code\n  }\n  billingAddress {\n    address\n    zip_code\n    city\n    country\n  }\n  billingDetails {\n    account_holder\n    iban\n    bic\n    vat_no\n  }\n  contactDetails {\n    email\n    country_code\n    phone_number\n  }\n  taxDetails {\n    tax_status\n    tax_number\n    vat_no\n  }\n}\n\nfragment TwoFactorDialog_user on User {\n  ...TwoFactorWizard_user\n}\n\nfragment TwoFactorWizard_user on User {\n  email\n  has_enabled_otp_email\n  two_factor_confirmed_at\n}\n"
  }
};
})();

(node as any).hash = "89d9fdf6d83191859d796c60a2a5e006";

export default node;
