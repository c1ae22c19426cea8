/**
 * @generated SignedSource<<0df95af2c0d4f18238b3615d02466742>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FinancialOverviewQuery$variables = Record<PropertyKey, never>;
export type FinancialOverviewQuery$data = {
  readonly financialStatistics: {
    readonly openConsultingFees: number;
    readonly totalEarned: number;
    readonly totalEarnedThisMonth: number;
  };
  readonly getBillingDetails: {
    readonly account_holder: string | null | undefined;
    readonly iban: string | null | undefined;
  } | null | undefined;
};
export type FinancialOverviewQuery = {
  response: FinancialOverviewQuery$data;
  variables: FinancialOverviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FinancialStatistics",
    "kind": "LinkedField",
    "name": "financialStatistics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalEarned",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalEarnedThisMonth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openConsultingFees",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "BillingDetails",
    "kind": "LinkedField",
    "name": "getBillingDetails",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "iban",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "account_holder",
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
    "name": "FinancialOverviewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinancialOverviewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3aeb6e07d50aeeca14686c33a7506fc0",
    "id": null,
    "metadata": {},
    "name": "FinancialOverviewQuery",
    "operationKind": "query",
    "text": "query FinancialOverviewQuery {\n  financialStatistics {\n    totalEarned\n    totalEarnedThisMonth\n    openConsultingFees\n  }\n  getBillingDetails {\n    iban\n    account_holder\n  }\n}\n"
  }
};
})();

(node as any).hash = "08a9cf355cad2ee1bafa4b99c7b4a3ed";

export default node;
