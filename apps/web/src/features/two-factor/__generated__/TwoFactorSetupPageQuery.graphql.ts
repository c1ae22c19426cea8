/**
 * @generated SignedSource<<ff272746087a81701326ba5787afe7a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSetupPageQuery$variables = Record<PropertyKey, never>;
export type TwoFactorSetupPageQuery$data = {
  readonly me: {
    readonly twoFactorSkipsLeft: number;
    readonly " $fragmentSpreads": FragmentRefs<"TwoFactorWizard_user">;
  };
  readonly otpEmailEnabled: boolean;
};
export type TwoFactorSetupPageQuery = {
  response: TwoFactorSetupPageQuery$data;
  variables: TwoFactorSetupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "twoFactorSkipsLeft",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "otpEmailEnabled",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorSetupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwoFactorWizard_user"
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorSetupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "7e4d83f61451a74b6bb88d01540b58df",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupPageQuery",
    "operationKind": "query",
    "text": "query TwoFactorSetupPageQuery {\n  me {\n    twoFactorSkipsLeft\n    ...TwoFactorWizard_user\n    id\n  }\n  otpEmailEnabled\n}\n\nfragment TwoFactorWizard_user on User {\n  email\n  has_enabled_otp_email\n  two_factor_confirmed_at\n}\n"
  }
};
})();

(node as any).hash = "758c73eb0db4e3b372e9e1052b27c551";

export default node;
