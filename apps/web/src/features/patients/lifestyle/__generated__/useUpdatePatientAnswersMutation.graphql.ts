/**
 * @generated SignedSource<<7d671fd312dea8a784f8f701a3da4f6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePatientAnswersInput = {
  answers: ReadonlyArray<AnswerInput>;
  patient_id: string;
};
export type AnswerInput = {
  question_id: string;
  values: ReadonlyArray<string>;
};
export type useUpdatePatientAnswersMutation$variables = {
  input: UpdatePatientAnswersInput;
};
export type useUpdatePatientAnswersMutation$data = {
  readonly updatePatientAnswers: {
    readonly id: string;
    readonly isBeingProcessed: boolean;
    readonly latestAnswers: ReadonlyArray<{
      readonly id: string;
      readonly question_id: string;
      readonly values: ReadonlyArray<string>;
    }>;
  };
};
export type useUpdatePatientAnswersMutation = {
  response: useUpdatePatientAnswersMutation$data;
  variables: useUpdatePatientAnswersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "updatePatientAnswers",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
        "concreteType": "PatientLifestyleAnswer",
        "kind": "LinkedField",
        "name": "latestAnswers",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "question_id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "values",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePatientAnswersMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePatientAnswersMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "96f7e90b6897e4825fc3412543938347",
    "id": null,
    "metadata": {},
    "name": "useUpdatePatientAnswersMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePatientAnswersMutation(\n  $input: UpdatePatientAnswersInput!\n) {\n  updatePatientAnswers(input: $input) {\n    id\n    isBeingProcessed\n    latestAnswers {\n      id\n      question_id\n      values\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "66a3d412bcb08783875d37d2883e98dd";

export default node;
