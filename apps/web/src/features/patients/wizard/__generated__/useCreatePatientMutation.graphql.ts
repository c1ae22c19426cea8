/**
 * @generated SignedSource<<d422b88b8eb909d8a924ff3cf096bf9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
export type CreatePatientInput = {
  acceptedConsents: ConsentsConnectInput;
  address: string;
  answers?: AnswersUpsertInput | null | undefined;
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
export type ConsentsConnectInput = {
  connect: ReadonlyArray<string>;
};
export type AnswersUpsertInput = {
  upsert: ReadonlyArray<AnswerInput>;
};
export type AnswerInput = {
  question_id: string;
  values: ReadonlyArray<string>;
};
export type ShippingAddressInput = {
  address: string;
  city: string;
  country_id: string;
  state?: string | null | undefined;
  zip_code: string;
};
export type useCreatePatientMutation$variables = {
  input: CreatePatientInput;
};
export type useCreatePatientMutation$data = {
  readonly createPatient: {
    readonly first_name: string;
    readonly id: string;
    readonly last_name: string;
  };
};
export type useCreatePatientMutation = {
  response: useCreatePatientMutation$data;
  variables: useCreatePatientMutation$variables;
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
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "createPatient",
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
    "name": "useCreatePatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ef1e38abfb9d5fc53cc036210d8acafc",
    "id": null,
    "metadata": {},
    "name": "useCreatePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePatientMutation(\n  $input: CreatePatientInput!\n) {\n  createPatient(input: $input) {\n    id\n    first_name\n    last_name\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b9fac19d55e527f1d587c6b93589f0c";

export default node;
