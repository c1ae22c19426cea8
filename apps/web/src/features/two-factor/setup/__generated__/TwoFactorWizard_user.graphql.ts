/**
 * @generated SignedSource<<40e32ca42943755d9d976d09cba9493c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorWizard_user$data = {
  readonly email: string;
  readonly has_enabled_otp_email: boolean;
  readonly two_factor_confirmed_at: any | null | undefined;
  readonly " $fragmentType": "TwoFactorWizard_user";
};
export type TwoFactorWizard_user$key = {
  readonly " $data"?: TwoFactorWizard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorWizard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorWizard_user",
  "selections": [
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
      "name": "has_enabled_otp_email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "two_factor_confirmed_at",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "79219eebd7a9a1fa26f27210b34d9e99";

export default node;
