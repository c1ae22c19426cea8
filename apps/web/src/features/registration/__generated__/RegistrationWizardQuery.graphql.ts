/**
 * @generated SignedSource<<458f7ad689bb72d616672147c0c481a2>>
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
    "cacheID": "b6d0e9c0e59064c691abdc1cebb966a2",
    "id": null,
    "metadata": {},
    "name": "RegistrationWizardQuery",
    "operationKind": "query",
    "text": "query RegistrationWizardQuery {\n  specializations(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  certifications(first: 100) {\n    data {\n      id\n      name\n    }\n  }\n  consents(type: UserRegistration, first: 100) {\n    data {\n      ...AccountStep_consents\n      id\n    }\n  }\n}\n\nfragment AccountStep_consents on Consent {\n  ...ConsentCheckboxes_consents\n}\n\nfragment ConsentCheckboxes_consents on Consent {\n  id\n  de\n  en\n  required\n}\n"
  }
};
})();

(node as any).hash = "d0b2efca50dd7e50ff868e7c661322b5";

export default node;
