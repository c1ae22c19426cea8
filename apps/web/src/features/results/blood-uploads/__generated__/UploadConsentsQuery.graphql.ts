/**
 * @generated SignedSource<<c48234bc104903cbda207ecbd933fa5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadConsentsQuery$variables = Record<PropertyKey, never>;
export type UploadConsentsQuery$data = {
  readonly consents: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
    }>;
  };
};
export type UploadConsentsQuery = {
  response: UploadConsentsQuery$data;
  variables: UploadConsentsQuery$variables;
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
    "value": "UploadBloodResult"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UploadConsentsQuery",
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
        "storageKey": "consents(first:100,type:\"UploadBloodResult\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UploadConsentsQuery",
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
        "storageKey": "consents(first:100,type:\"UploadBloodResult\")"
      }
    ]
  },
  "params": {
    "cacheID": "b56e24cee49a99ac62caedddf469254f",
    "id": null,
    "metadata": {},
    "name": "UploadConsentsQuery",
    "operationKind": "query",
    "text": "query UploadConsentsQuery {\n  consents(type: UploadBloodResult, first: 100) {\n    data {\n      ...ConsentCheckboxes_consents\n      id\n    }\n  }\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n"
  }
};
})();

(node as any).hash = "a1c3b0c971d77f12ffe0895aaf779323";

export default node;
