/**
 * @generated SignedSource<<eba316c0c6ac39d1ccc510018354db66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TherapistsTable_users$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TherapistRow_user">;
  }>;
  readonly " $fragmentType": "TherapistsTable_users";
};
export type TherapistsTable_users$key = {
  readonly " $data"?: TherapistsTable_users$data;
  readonly " $fragmentSpreads": FragmentRefs<"TherapistsTable_users">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TherapistsTable_users",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TherapistRow_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserPaginator",
  "abstractKey": null
};

(node as any).hash = "3e1eba6da63d80c6d39016a37a426b27";

export default node;
