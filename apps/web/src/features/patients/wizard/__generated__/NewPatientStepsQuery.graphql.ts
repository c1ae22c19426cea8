/**
 * @generated SignedSource<<8fe0963782aa41c5f50e240cce7f017d>>
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
  readonly countries: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonalDataFields_countries">;
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
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 250
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      {
        "column": "PICKER"
      }
    ]
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
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CountryPaginator",
        "kind": "LinkedField",
        "name": "countries",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalDataFields_countries"
          }
        ],
        "storageKey": "countries(first:250,orderBy:[{\"column\":\"PICKER\"}])"
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
          }
        ],
        "storageKey": "consents(first:100,type:\"NewPatient\")"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CountryPaginator",
        "kind": "LinkedField",
        "name": "countries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Country",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country_code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dial_code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name_de",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name_en",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "is_shippable",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "countries(first:250,orderBy:[{\"column\":\"PICKER\"}])"
      }
    ]
  },
  "params": {
    "cacheID": "acecc1c2f188985e5cc5d5f9da2c61c1",
    "id": null,
    "metadata": {},
    "name": "NewPatientStepsQuery",
    "operationKind": "query",
    "text": "query NewPatientStepsQuery {\n  consents(type: NewPatient, first: 100) {\n    data {\n      ...ConsentCheckboxes_consents\n      id\n    }\n  }\n  countries(first: 250, orderBy: [{column: PICKER}]) {\n    ...PersonalDataFields_countries\n  }\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n\nfragment PersonalDataFields_countries on CountryPaginator {\n  data {\n    id\n    country_code\n    dial_code\n    name_de\n    name_en\n    is_shippable\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5010dcd206f21baeb7f76316fdcab33";

export default node;
