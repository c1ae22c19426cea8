/**
 * @generated SignedSource<<04bbd953170c8089fa5eef3747506912>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateAccountStepQuery$variables = Record<PropertyKey, never>;
export type CreateAccountStepQuery$data = {
  readonly consents: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
    }>;
  };
};
export type CreateAccountStepQuery = {
  response: CreateAccountStepQuery$data;
  variables: CreateAccountStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "type",
    "value": "PatientRegistration"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateAccountStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ConsentPaginator",
        "kind": "LinkedField",
        "name": "consents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Consent",
            "kind": "LinkedField",
            "name": "data",
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
        "storageKey": "consents(first:100,type:\"PatientRegistration\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateAccountStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ConsentPaginator",
        "kind": "LinkedField",
        "name": "consents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Consent",
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
          }
        ],
        "storageKey": "consents(first:100,type:\"PatientRegistration\")"
      }
    ]
  },
  "params": {
    "cacheID": "b96d0cdb180c3516cf1c690d055e983a",
    "id": null,
    "metadata": {},
    "name": "CreateAccountStepQuery",
    "operationKind": "query",
    "text": "query CreateAccountStepQuery {\n  consents(type: PatientRegistration, first: 100) {\n    data {\n      ...ConsentCheckboxes_consents\n      id\n    }\n  }\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n"
  }
};
})();

(node as any).hash = "30b2bb04034158d3338fb8c38746845b";

export default node;
