/**
 * @generated SignedSource<<59cba64cbfd2b5a988a3169df57a81b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfficeTab_medicalCenter$data = {
  readonly address: {
    readonly address: string;
    readonly city: string;
    readonly country_code: string;
    readonly id: string;
    readonly zip_code: string;
  } | null | undefined;
  readonly billingAddress: {
    readonly address: string;
    readonly city: string;
    readonly country: string;
    readonly zip_code: string;
  } | null | undefined;
  readonly billingDetails: {
    readonly account_holder: string | null | undefined;
    readonly bic: string | null | undefined;
    readonly iban: string | null | undefined;
    readonly vat_no: string | null | undefined;
  };
  readonly contactDetails: {
    readonly country_code: string | null | undefined;
    readonly email: string | null | undefined;
    readonly phone_number: string | null | undefined;
  };
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "OfficeTab_medicalCenter";
};
export type OfficeTab_medicalCenter$key = {
  readonly " $data"?: OfficeTab_medicalCenter$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfficeTab_medicalCenter">;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country_code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfficeTab_medicalCenter",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vat_no",
          "storageKey": null
        }
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone_number",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MedicalCenter",
  "abstractKey": null
};
})();

(node as any).hash = "d5c1bb64b5c3b4f897dfb8285a469a06";

export default node;
