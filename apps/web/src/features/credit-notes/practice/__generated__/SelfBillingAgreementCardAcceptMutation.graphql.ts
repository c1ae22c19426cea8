/**
 * @generated SignedSource<<9cdcb2ded8df54c6cf2205201d370f1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SelfBillingAgreementCardAcceptMutation$variables = Record<PropertyKey, never>;
export type SelfBillingAgreementCardAcceptMutation$data = {
  readonly acceptSelfBillingAgreement: {
    readonly accepted_at: any | null | undefined;
    readonly accepted_version: number | null | undefined;
    readonly version: number;
  };
};
export type SelfBillingAgreementCardAcceptMutation = {
  response: SelfBillingAgreementCardAcceptMutation$data;
  variables: SelfBillingAgreementCardAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SelfBillingAgreement",
    "kind": "LinkedField",
    "name": "acceptSelfBillingAgreement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted_at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted_version",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SelfBillingAgreementCardAcceptMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SelfBillingAgreementCardAcceptMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c6a63d2bc2228b4728577cae2e7341f3",
    "id": null,
    "metadata": {},
    "name": "SelfBillingAgreementCardAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation SelfBillingAgreementCardAcceptMutation {\n  acceptSelfBillingAgreement {\n    version\n    accepted_at\n    accepted_version\n  }\n}\n"
  }
};
})();

(node as any).hash = "933db25fe3a927c10a8752c653b799ee";

export default node;
