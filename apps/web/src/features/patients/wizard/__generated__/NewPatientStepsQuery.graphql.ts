/**
 * @generated SignedSource<<59cff44c8d0c672665035442523fbdf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewPatientStepsQuery$variables = Record<PropertyKey, never>;
export type NewPatientStepsQuery$data = {
  readonly consents: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
    }>;
  };
};
export type NewPatientStepsQuery = {
  response: NewPatientStepsQuery$data;
  variables: NewPatientStepsQuery$variables;
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
    "value": "NewPatient"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewPatientStepsQuery",
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
        "storageKey": "consents(first:100,type:\"NewPatient\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewPatientStepsQuery",
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
        "storageKey": "consents(first:100,type:\"NewPatient\")"
      }
    ]
  },
  "params": {
    "cacheID": "90fa0f7ea992ccd6e64b8bc6394ef7a9",
    "id": null,
    "metadata": {},
    "name": "NewPatientStepsQuery",
    "operationKind": "query",
    "text": "query NewPatientStepsQuery {\n  consents(type: NewPatient, first: 100) {\n    data {\n      ...ConsentCheckboxes_consents\n      id\n    }\n  }\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n"
  }
};
})();

(node as any).hash = "4684bff18eb7da3d37eb78b1b8d0c328";

export default node;
