/**
 * @generated SignedSource<<fd6ff72fbcd0b963277bc603e9453061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DiscountType = "Fixed" | "Percentage" | "%future added value";
export type useOrderDraftDiscountCodeQuery$variables = {
  code: string;
};
export type useOrderDraftDiscountCodeQuery$data = {
  readonly discountCode: {
    readonly code: string;
    readonly id: string;
    readonly rules: {
      readonly discount_amount: number;
      readonly discount_type: DiscountType;
    };
  };
};
export type useOrderDraftDiscountCodeQuery = {
  response: useOrderDraftDiscountCodeQuery$data;
  variables: useOrderDraftDiscountCodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "DiscountCode",
    "kind": "LinkedField",
    "name": "discountCode",
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
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DiscountRules",
        "kind": "LinkedField",
        "name": "rules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discount_type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discount_amount",
            "storageKey": null
          }
        ],
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
    "name": "useOrderDraftDiscountCodeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrderDraftDiscountCodeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2f93f7ec2c1cf76e3e4bbd63a7661072",
    "id": null,
    "metadata": {},
    "name": "useOrderDraftDiscountCodeQuery",
    "operationKind": "query",
    "text": "query useOrderDraftDiscountCodeQuery(\n  $code: String!\n) {\n  discountCode(code: $code) {\n    id\n    code\n    rules {\n      discount_type\n      discount_amount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a888b8a39f955d25ee4c1e0ea416165e";

export default node;
