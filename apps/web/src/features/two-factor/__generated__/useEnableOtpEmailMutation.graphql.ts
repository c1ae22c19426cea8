/**
 * @generated SignedSource<<ece00b0c7c2af4e78eba981f03ea1cb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useEnableOtpEmailMutation$variables = {
  enabled: boolean;
};
export type useEnableOtpEmailMutation$data = {
  readonly enableOtpEmail: {
    readonly has_enabled_otp_email: boolean;
    readonly id: string;
  };
};
export type useEnableOtpEmailMutation = {
  response: useEnableOtpEmailMutation$data;
  variables: useEnableOtpEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "enabled"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "enableOtpEmail",
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
        "name": "has_enabled_otp_email",
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
    "name": "useEnableOtpEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEnableOtpEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7975e40e5afb4134df443a960aeea765",
    "id": null,
    "metadata": {},
    "name": "useEnableOtpEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useEnableOtpEmailMutation(\n  $enabled: Boolean!\n) {\n  enableOtpEmail(enabled: $enabled) {\n    id\n    has_enabled_otp_email\n  }\n}\n"
  }
};
})();

(node as any).hash = "8684c7ec397c7cb2ec8587d37f50d44d";

export default node;
