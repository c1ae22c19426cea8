/**
 * @generated SignedSource<<a786e917a4f1093ee5fb00e00b7c7e8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderConsentsQuery$variables = {
  id: string;
};
export type OrderConsentsQuery$data = {
  readonly order: {
    readonly requiredConsents: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
    }>;
  };
};
export type OrderConsentsQuery = {
  response: OrderConsentsQuery$data;
  variables: OrderConsentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderConsentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Consent",
            "kind": "LinkedField",
            "name": "requiredConsents",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ConsentCheckboxes_consents"
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderConsentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Consent",
            "kind": "LinkedField",
            "name": "requiredConsents",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5c231d74df19848451a01f6e9ab95c36",
    "id": null,
    "metadata": {},
    "name": "OrderConsentsQuery",
    "operationKind": "query",
    "text": "query OrderConsentsQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    requiredConsents {\n      ...ConsentCheckboxes_consents\n      id\n    }\n    id\n  }\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n"
  }
};
})();

(node as any).hash = "be096d561008c123b4918b8f6b62fd67";

export default node;
