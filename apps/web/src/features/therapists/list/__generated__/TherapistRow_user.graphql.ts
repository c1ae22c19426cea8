/**
 * @generated SignedSource<<829645f1cfca33505772f79e422d7f1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnboardingType = "INTERNAL" | "INVITATION" | "INVITATION_DELETED" | "INVITATION_EXPIRED" | "INVITATION_SENT" | "REGISTRATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TherapistRow_user$data = {
  readonly created_at: any;
  readonly doctor: {
    readonly accounting_code: string;
    readonly id: string;
  } | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly is_active: boolean;
  readonly last_login_at: any | null | undefined;
  readonly medicalCenter: {
    readonly contactDetails: {
      readonly phone_number: string | null | undefined;
    };
    readonly orderCount: number;
    readonly patientCount: number;
    readonly totalRevenueGenerated: number;
  } | null | undefined;
  readonly name: string;
  readonly onboardingType: OnboardingType;
  readonly openConsultingFeeAmount: number | null | undefined;
  readonly partnershipModel: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly two_factor_confirmed_at: any | null | undefined;
  readonly " $fragmentType": "TherapistRow_user";
};
export type TherapistRow_user$key = {
  readonly " $data"?: TherapistRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TherapistRow_user">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TherapistRow_user",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "is_active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onboardingType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "last_login_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created_at",
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
      "name": "openConsultingFeeAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnershipModel",
      "kind": "LinkedField",
      "name": "partnershipModel",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Doctor",
      "kind": "LinkedField",
      "name": "doctor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accounting_code",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalCenter",
      "kind": "LinkedField",
      "name": "medicalCenter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "patientCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRevenueGenerated",
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
              "name": "phone_number",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "00e13d6ea29f8b7895461eb5c75d47ec";

export default node;
