/**
 * @generated SignedSource<<651d8581992302dffa0f2e821825e571>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestTherapists_query$data = {
  readonly users: {
    readonly data: ReadonlyArray<{
      readonly created_at: any;
      readonly email: string;
      readonly id: string;
      readonly is_active: boolean;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "LatestTherapists_query";
};
export type LatestTherapists_query$key = {
  readonly " $data"?: LatestTherapists_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestTherapists_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestTherapists_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            {
              "column": "CREATED_AT",
              "order": "DESC"
            }
          ]
        }
      ],
      "concreteType": "UserPaginator",
      "kind": "LinkedField",
      "name": "users",
      "plural": false,
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
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
              "name": "is_active",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "created_at",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3a038d5cec06907310ec88ef7f52107c";

export default node;
