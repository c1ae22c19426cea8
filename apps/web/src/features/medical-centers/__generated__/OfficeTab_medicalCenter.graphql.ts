/**
 * @generated SignedSource<<019958909861e05f8d7a2b9ffa2fe706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PracticeTaxStatus = "at_regular" | "at_small_business" | "de_regular" | "de_small_business" | "%future added value";
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
  readonly taxDetails: {
    readonly tax_number: string | null | undefined;
    readonly tax_status: PracticeTaxStatus | null | undefined;
    readonly vat_no: string | null | undefined;
  };
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vat_no",
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
        (v5/*:: as any*/)
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MedicalCenter",
  "abstractKey": null
};
})();

(node as any).hash = "720470879b7a6c054aa57ce7a1d8e4c9";

export default node;
