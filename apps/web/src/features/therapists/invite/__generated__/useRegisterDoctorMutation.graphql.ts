/**
 * @generated SignedSource<<a0531515b385d4d4b1c0b6a822d78538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
export type InviteDoctorInput = {
  email: string;
  firstName: string;
  lastName: string;
  medicalCenter: RegistrationMedicalCenterInput;
  salutation: Salutation;
  title?: string | null | undefined;
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
export type useRegisterDoctorMutation$variables = {
  input: InviteDoctorInput;
};
export type useRegisterDoctorMutation$data = {
  readonly registerDoctor: {
    readonly email: string;
    readonly id: string;
  };
};
export type useRegisterDoctorMutation = {
  response: useRegisterDoctorMutation$data;
  variables: useRegisterDoctorMutation$variables;
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
    "name": "registerDoctor",
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
    "name": "useRegisterDoctorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterDoctorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4f374f7dfe3e8e4e6478f5b6644fae0c",
    "id": null,
    "metadata": {},
    "name": "useRegisterDoctorMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterDoctorMutation(\n  $input: InviteDoctorInput!\n) {\n  registerDoctor(input: $input) {\n    id\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "f03414dc145f9804940596b499d87b1d";

export default node;
