/**
 * @generated SignedSource<<15d35c9fbc583ef02f4a6b4a1568bbc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrationWizardQuery$variables = Record<PropertyKey, never>;
export type RegistrationWizardQuery$data = {
  readonly certifications: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly consents: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AccountStep_consents">;
    }>;
  };
  readonly countries: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"OfficeFields_countries">;
    }>;
  };
  readonly specializations: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type RegistrationWizardQuery = {
  response: RegistrationWizardQuery$data;
  variables: RegistrationWizardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "SpecializationPaginator",
  "kind": "LinkedField",
  "name": "specializations",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Specialization",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": "specializations(first:100)"
},
v5 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "CertificationPaginator",
  "kind": "LinkedField",
  "name": "certifications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Certification",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": "certifications(first:100)"
},
v6 = [
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
v7 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "type",
    "value": "UserRegistration"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegistrationWizardQuery",
    "selections": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OfficeFields_countries"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "countries(first:250,orderBy:[{\"column\":\"PICKER\"}])"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
                "name": "AccountStep_consents"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "consents(first:100,type:\"UserRegistration\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegistrationWizardQuery",
    "selections": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
                "name": "dial_code",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "countries(first:250,orderBy:[{\"column\":\"PICKER\"}])"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
        "storageKey": "consents(first:100,type:\"UserRegistration\")"
      }
    ]
  },
  "params": {
    "cacheID": "7ac96337c7086598ecfd87678ed622f5",
    "id": null,
    "metadata": {},
    "name": "RegistrationWizardQuery",
    "operationKind": "query",
    "text": "query RegistrationWizardQuery {\n  specializations(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  certifications(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  countries(first: 250, orderBy: [{column: PICKER}]) {\n    data {\n      ...OfficeFields_countries\n      id\n    }\n  }\n  consents(type: UserRegistration, first: 100) {\n    data {\n      ...AccountStep_consents\n      id\n    }\n  }\n}\n\nfragment AccountStep_consents on Consent {\n  ...ConsentCheckboxes_consents\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n\nfragment OfficeFields_countries on Country {\n  country_code\n  name_de\n  name_en\n  dial_code\n}\n"
  }
};
})();

(node as any).hash = "3aebde4bda7ffd350840117f0d90f767";

export default node;
