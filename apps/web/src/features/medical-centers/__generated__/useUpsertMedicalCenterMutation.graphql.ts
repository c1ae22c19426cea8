/**
 * @generated SignedSource<<0fa2ec9e639fc00d0fe17bd1f2773e81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeTaxStatus = "at_regular" | "at_small_business" | "de_regular" | "de_small_business" | "%future added value";
export type UpsertMedicalCenterInput = {
  certifications?: SyncIdsInput | null | undefined;
  id?: string | null | undefined;
  medicalCenterAddress?: AddressInput | null | undefined;
  medicalCenterBillingAddress?: BillingAddressInput | null | undefined;
  medicalCenterBillingDetails?: BillingDetailsInput | null | undefined;
  medicalCenterContactDetails?: ContactDetailsInput | null | undefined;
  medicalCenterTaxDetails?: TaxDetailsInput | null | undefined;
  name?: string | null | undefined;
  specializations?: SyncIdsInput | null | undefined;
  user_id?: string | null | undefined;
};
export type SyncIdsInput = {
  sync: ReadonlyArray<string>;
};
export type AddressInput = {
  address: string;
  city: string;
  country_code: string;
  zip_code: string;
};
export type BillingAddressInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  country_code?: string | null | undefined;
  zip_code?: string | null | undefined;
};
export type BillingDetailsInput = {
  account_holder?: string | null | undefined;
  bic?: string | null | undefined;
  iban?: string | null | undefined;
  vat_no?: string | null | undefined;
};
export type ContactDetailsInput = {
  country_code: string;
  email: string;
  phone_number?: string | null | undefined;
};
export type TaxDetailsInput = {
  tax_number?: string | null | undefined;
  tax_status: PracticeTaxStatus;
  vat_no?: string | null | undefined;
};
export type useUpsertMedicalCenterMutation$variables = {
  input: UpsertMedicalCenterInput;
};
export type useUpsertMedicalCenterMutation$data = {
  readonly upsertMedicalCenter: {
    readonly certifications: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly specializations: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"OfficeTab_medicalCenter">;
  };
};
export type useUpsertMedicalCenterMutation = {
  response: useUpsertMedicalCenterMutation$data;
  variables: useUpsertMedicalCenterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Specialization",
  "kind": "LinkedField",
  "name": "specializations",
  "plural": true,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Certification",
  "kind": "LinkedField",
  "name": "certifications",
  "plural": true,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip_code",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country_code",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vat_no",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpsertMedicalCenterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MedicalCenter",
        "kind": "LinkedField",
        "name": "upsertMedicalCenter",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OfficeTab_medicalCenter"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useUpsertMedicalCenterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MedicalCenter",
        "kind": "LinkedField",
        "name": "upsertMedicalCenter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MedicalCenterAddress",
            "kind": "LinkedField",
            "name": "address",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
              (v10/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v9/*:: as any*/),
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
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cdb30249fc686e4198c30cb33517f8a9",
    "id": null,
    "metadata": {},
    "name": "useUpsertMedicalCenterMutation",
    "operationKind": "mutation",
    "text": "mutation useUpsertMedicalCenterMutation(\n  $input: UpsertMedicalCenterInput!\n) {\n  upsertMedicalCenter(input: $input) {\n    ...OfficeTab_medicalCenter\n    specializations {\n      id\n    }\n    certifications {\n      id\n    }\n    id\n  }\n}\n\nfragment OfficeTab_medicalCenter on MedicalCenter {\n  id\n  name\n  address {\n    id\n    address\n    zip_code\n    city\n    country_code\n  }\n  billingAddress {\n    address\n    zip_code\n    city\n    country\n  }\n  billingDetails {\n    account_holder\n    iban\n    bic\n    vat_no\n  }\n  contactDetails {\n    email\n    country_code\n    phone_number\n  }\n  taxDetails {\n    tax_status\n    tax_number\n    vat_no\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f282b4b8748a070858f8e07cf088c34";

export default node;
