/**
 * @generated SignedSource<<869d656e7181f0f0030810f02e499544>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SelfBillingAgreementCardQuery$variables = Record<PropertyKey, never>;
export type SelfBillingAgreementCardQuery$data = {
  readonly selfBillingAgreement: {
    readonly accepted_at: any | null | undefined;
    readonly accepted_version: number | null | undefined;
    readonly de: string;
    readonly en: string;
    readonly version: number;
  } | null | undefined;
};
export type SelfBillingAgreementCardQuery = {
  response: SelfBillingAgreementCardQuery$data;
  variables: SelfBillingAgreementCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SelfBillingAgreement",
    "kind": "LinkedField",
    "name": "selfBillingAgreement",
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
        "name": "de",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "en",
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
    "name": "SelfBillingAgreementCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SelfBillingAgreementCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cbe26599131ee1a00cbde69c271bd704",
    "id": null,
    "metadata": {},
    "name": "SelfBillingAgreementCardQuery",
    "operationKind": "query",
    "text": "query SelfBillingAgreementCardQuery {\n  selfBillingAgreement {\n    version\n    de\n    en\n    accepted_at\n    accepted_version\n  }\n}\n"
  }
};
})();

(node as any).hash = "257bf40c43529aa758128a2af34c6bc7";

export default node;
