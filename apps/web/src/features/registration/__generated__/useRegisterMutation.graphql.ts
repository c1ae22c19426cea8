/**
 * @generated SignedSource<<a4349886631256b9dcc754590a541d4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
export type RegisterDoctorInput = {
  email: string;
  first_name: string;
  last_name: string;
  medical_center: RegistrationMedicalCenterInput;
  password: string;
  password_confirmation?: string | null | undefined;
  registration_token: string;
  salutation: Salutation;
  title?: string | null | undefined;
  user_consents: ReadonlyArray<string>;
};
export type RegistrationMedicalCenterInput = {
  certifications?: SyncIdsInput | null | undefined;
  medicalCenterAddress: AddressInput;
  medicalCenterBillingAddress?: BillingAddressInput | null | undefined;
  medicalCenterBillingDetails?: BillingDetailsInput | null | undefined;
  medicalCenterContactDetails: ContactDetailsInput;
  name: string;
  specializations?: SyncIdsInput | null | undefined;
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
export type useRegisterMutation$variables = {
  input: RegisterDoctorInput;
};
export type useRegisterMutation$data = {
  readonly register: {
    readonly email: string;
    readonly first_name: string;
    readonly id: string;
    readonly last_name: string;
  };
};
export type useRegisterMutation = {
  response: useRegisterMutation$data;
  variables: useRegisterMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "register",
    "plural": false,
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "52e7fe53ed4beddfb7a37db41688700b",
    "id": null,
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterMutation(\n  $input: RegisterDoctorInput!\n) {\n  register(input: $input) {\n    id\n    first_name\n    last_name\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "586acb49babcd72d12dc2e46418e6565";

export default node;
