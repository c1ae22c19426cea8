/**
 * @generated SignedSource<<06247c399967100eb971e56cde129e5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdatePatientMicronutrientsInput = {
  micronutrients: ReadonlyArray<PatientMicronutrientInput>;
  patient_id: string;
};
export type PatientMicronutrientInput = {
  current_value: number;
  description?: string | null | undefined;
  micronutrient_id: string;
};
export type useUpdatePatientMicronutrientsMutation$variables = {
  input: UpdatePatientMicronutrientsInput;
};
export type useUpdatePatientMicronutrientsMutation$data = {
  readonly updatePatientMicronutrients: {
    readonly message: string;
    readonly patient: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsEditor_patient">;
    };
  };
};
export type useUpdatePatientMicronutrientsMutation = {
  response: useUpdatePatientMicronutrientsMutation$data;
  variables: useUpdatePatientMicronutrientsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "useUpdatePatientMicronutrientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePatientMicronutrientsPayload",
        "kind": "LinkedField",
        "name": "updatePatientMicronutrients",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MicronutrientsEditor_patient"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePatientMicronutrientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePatientMicronutrientsPayload",
        "kind": "LinkedField",
        "name": "updatePatientMicronutrients",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7b0655cacad11015f834c35fccfe0b42",
    "id": null,
    "metadata": {},
    "name": "useUpdatePatientMicronutrientsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePatientMicronutrientsMutation(\n  $input: UpdatePatientMicronutrientsInput!\n) {\n  updatePatientMicronutrients(input: $input) {\n    message\n    patient {\n      id\n      ...MicronutrientsEditor_patient\n    }\n  }\n}\n\nfragment MicronutrientsEditor_patient on Patient {\n  id\n  isBeingProcessed\n  micronutrients_last_updated_at\n  latestMicronutrients {\n    ...MicronutrientsTable_doses\n  }\n}\n\nfragment MicronutrientsTable_doses on PatientMicronutrient {\n  micronutrient_id\n  current_value\n  recommended_value\n}\n"
  }
};
})();

(node as any).hash = "d12b8da01d0998a9fc485c2d48f5a604";

export default node;
