/**
 * @generated SignedSource<<8c14481fcb726490f8a8c20f157067c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountTab_user$data = {
  readonly email: string;
  readonly first_name: string;
  readonly has_enabled_otp_email: boolean;
  readonly id: string;
  readonly last_name: string;
  readonly salutation: Salutation;
  readonly title: string | null | undefined;
  readonly two_factor_confirmed_at: any | null | undefined;
  readonly " $fragmentType": "AccountTab_user";
};
export type AccountTab_user$key = {
  readonly " $data"?: AccountTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountTab_user",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "925ae9d75e8a01b8df3dfffa16ba067f";

export default node;
