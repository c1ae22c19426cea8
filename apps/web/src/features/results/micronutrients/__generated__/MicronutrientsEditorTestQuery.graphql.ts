/**
 * @generated SignedSource<<7ec4f0fa515704c55af0dc9b82ce9e27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsEditorTestQuery$variables = Record<PropertyKey, never>;
export type MicronutrientsEditorTestQuery$data = {
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsEditor_patient">;
  };
};
export type MicronutrientsEditorTestQuery = {
  response: MicronutrientsEditorTestQuery$data;
  variables: MicronutrientsEditorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "7"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MicronutrientsEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MicronutrientsEditor_patient"
          }
        ],
        "storageKey": "patient(id:\"7\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MicronutrientsEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
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
            "name": "isBeingProcessed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "micronutrients_last_updated_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientMicronutrient",
            "kind": "LinkedField",
            "name": "latestMicronutrients",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "micronutrient_id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recommended_value",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "patient(id:\"7\")"
      }
    ]
  },
  "params": {
    "cacheID": "f6a6ea6eaa1c459763167b396bf60758",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "patient": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Patient"
        },
        "patient.id": (v1/*:: as any*/),
        "patient.isBeingProcessed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "patient.latestMicronutrients": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PatientMicronutrient"
        },
        "patient.latestMicronutrients.current_value": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "patient.latestMicronutrients.micronutrient_id": (v1/*:: as any*/),
        "patient.latestMicronutrients.recommended_value": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "patient.micronutrients_last_updated_at": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        }
      }
    },
    "name": "MicronutrientsEditorTestQuery",
    "operationKind": "query",
    "text": "query MicronutrientsEditorTestQuery {\n  patient(id: \"7\") {\n    ...MicronutrientsEditor_patient\n    id\n  }\n}\n\nfragment MicronutrientsEditor_patient on Patient {\n  id\n  isBeingProcessed\n  micronutrients_last_updated_at\n  latestMicronutrients {\n    ...MicronutrientsTable_doses\n  }\n}\n\nfragment MicronutrientsTable_doses on PatientMicronutrient {\n  micronutrient_id\n  current_value\n  recommended_value\n}\n"
  }
};
})();

(node as any).hash = "376bc2d4385152f01f53d93d2c265cf8";

export default node;
