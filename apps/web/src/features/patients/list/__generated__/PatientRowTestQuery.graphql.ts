/**
 * @generated SignedSource<<728c1992b2f17dc69f20bec71995a486>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientRowTestQuery$variables = Record<PropertyKey, never>;
export type PatientRowTestQuery$data = {
  readonly patients: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PatientRow_patient">;
    }>;
  };
};
export type PatientRowTestQuery = {
  response: PatientRowTestQuery$data;
  variables: PatientRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                "name": "PatientRow_patient"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patients(first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PatientRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
              (v1/*:: as any*/),
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
                "name": "email",
                "storageKey": null
              },
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
                "name": "phone_number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "latestPlacedOrder",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patients(first:1)"
      }
    ]
  },
  "params": {
    "cacheID": "ab0c6f9b3be79fa54f54c4176d08175a",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "patients": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PatientPaginator"
        },
        "patients.data": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Patient"
        },
        "patients.data.country_code": (v2/*:: as any*/),
        "patients.data.email": (v2/*:: as any*/),
        "patients.data.first_name": (v2/*:: as any*/),
        "patients.data.id": (v3/*:: as any*/),
        "patients.data.last_name": (v2/*:: as any*/),
        "patients.data.latestPlacedOrder": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Order"
        },
        "patients.data.latestPlacedOrder.id": (v3/*:: as any*/),
        "patients.data.latestPlacedOrder.status": {
          "enumValues": [
            "AnalysisFinished",
            "AnalysisStarted",
            "ArrivedInLab",
            "BloodSampleRegistered",
            "Canceled",
            "DnaSampleRegistered",
            "Draft",
            "NotEnoughData",
            "OrderPlaced",
            "OrderShipped",
            "ProductionStarted",
            "Recall",
            "ResultsReady",
            "ResultsSaved",
            "SampleNotRegistered",
            "SampleRegistered",
            "SentToLab"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrderStatus"
        },
        "patients.data.phone_number": (v4/*:: as any*/),
        "patients.data.title": (v4/*:: as any*/)
      }
    },
    "name": "PatientRowTestQuery",
    "operationKind": "query",
    "text": "query PatientRowTestQuery {\n  patients(first: 1) {\n    data {\n      ...PatientRow_patient\n      id\n    }\n  }\n}\n\nfragment PatientRow_patient on Patient {\n  id\n  title\n  first_name\n  last_name\n  email\n  country_code\n  phone_number\n  latestPlacedOrder {\n    status\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2fd4f777f2fc236f981e414a27a56146";

export default node;
