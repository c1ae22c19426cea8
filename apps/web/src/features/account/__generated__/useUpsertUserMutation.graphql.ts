/**
 * @generated SignedSource<<c5b13a69a88b8dd748689feca47ac6a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Salutation = "divers" | "female" | "male" | "not_specified" | "%future added value";
export type UpsertUserInput = {
  email?: string | null | undefined;
  first_name: string;
  id?: string | null | undefined;
  last_name: string;
  salutation: Salutation;
  title?: string | null | undefined;
};
export type useUpsertUserMutation$variables = {
  input: UpsertUserInput;
};
export type useUpsertUserMutation$data = {
  readonly upsertUser: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountTab_user">;
  };
};
export type useUpsertUserMutation = {
  response: useUpsertUserMutation$data;
  variables: useUpsertUserMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpsertUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "upsertUser",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountTab_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpsertUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "upsertUser",
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e4d5d448e0f1239fdc659b433bf6272b",
    "id": null,
    "metadata": {},
    "name": "useUpsertUserMutation",
    "operationKind": "mutation",
    "text": "mutation useUpsertUserMutation(\n  $input: UpsertUserInput!\n) {\n  upsertUser(input: $input) {\n    ...AccountTab_user\n    id\n  }\n}\n\nfragment AccountTab_user on User {\n  id\n  email\n  salutation\n  title\n  first_name\n  last_name\n  two_factor_confirmed_at\n  has_enabled_otp_email\n}\n"
  }
};
})();

(node as any).hash = "b3010be25b9553bbd53e3d4c7c12400f";

export default node;
