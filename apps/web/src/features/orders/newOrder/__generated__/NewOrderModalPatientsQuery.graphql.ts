/**
 * @generated SignedSource<<e250201bf5c9caa39821cf4cd5e51914>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewOrderModalPatientsQuery$variables = Record<PropertyKey, never>;
export type NewOrderModalPatientsQuery$data = {
  readonly me: {
    readonly partnershipModel: {
      readonly __typename: "PartnershipModel";
    } | null | undefined;
  };
  readonly patients: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NewOrderWizard_patients">;
    }>;
  };
};
export type NewOrderModalPatientsQuery = {
  response: NewOrderModalPatientsQuery$data;
  variables: NewOrderModalPatientsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
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
    "name": "NewOrderModalPatientsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnershipModel",
            "kind": "LinkedField",
            "name": "partnershipModel",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NewOrderWizard_patients"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patients(first:200)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewOrderModalPatientsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnershipModel",
            "kind": "LinkedField",
            "name": "partnershipModel",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientPaginator",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "first_name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "last_name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date_of_birth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "biological_sex",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patients(first:200)"
      }
    ]
  },
  "params": {
    "cacheID": "e5271055ed3c9b66a956dd70a4bac502",
    "id": null,
    "metadata": {},
    "name": "NewOrderModalPatientsQuery",
    "operationKind": "query",
    "text": "query NewOrderModalPatientsQuery {\n  me {\n    partnershipModel {\n      __typename\n      id\n    }\n    id\n  }\n  patients(first: 200) {\n    data {\n      ...NewOrderWizard_patients\n      id\n    }\n  }\n}\n\nfragment NewOrderWizard_patients on Patient {\n  id\n  title\n  first_name\n  last_name\n  date_of_birth\n  biological_sex\n}\n"
  }
};
})();

(node as any).hash = "07220451954db0c3574bbb6f8883acf3";

export default node;
