/**
 * @generated SignedSource<<aea59d6b944f8c0ceeb6194f82230927>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewOrderModalPatientQuery$variables = {
  patientId: string;
};
export type NewOrderModalPatientQuery$data = {
  readonly me: {
    readonly partnershipModel: {
      readonly __typename: "PartnershipModel";
    } | null | undefined;
  };
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"NewOrderWizard_patients">;
  };
};
export type NewOrderModalPatientQuery = {
  response: NewOrderModalPatientQuery$data;
  variables: NewOrderModalPatientQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "patientId"
  }
],
v3 = {
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
    "name": "NewOrderModalPatientQuery",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewOrderModalPatientQuery",
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
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "9381f22d333278b5013e9097dc439311",
    "id": null,
    "metadata": {},
    "name": "NewOrderModalPatientQuery",
    "operationKind": "query",
    "text": "query NewOrderModalPatientQuery(\n  $patientId: ID!\n) {\n  me {\n    partnershipModel {\n      __typename\n      id\n    }\n    id\n  }\n  patient(id: $patientId) {\n    ...NewOrderWizard_patients\n    id\n  }\n}\n\nfragment NewOrderWizard_patients on Patient {\n  id\n  title\n  first_name\n  last_name\n  date_of_birth\n  biological_sex\n}\n"
  }
};
})();

(node as any).hash = "a68e15d26af4ca32b4970e4e11ea4b41";

export default node;
