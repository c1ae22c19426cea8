/**
 * @generated SignedSource<<b41a4a9b7edc8df2143413d518d84d26>>
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBeingProcessed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "question_id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "values",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePatientAnswersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "updatePatientAnswers",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientLifestyleAnswer",
            "kind": "LinkedField",
            "name": "latestAnswers",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "name": "useUpdatePatientAnswersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "updatePatientAnswers",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientLifestyleAnswer",
            "kind": "LinkedField",
            "name": "latestAnswers",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57691fd1641a93e5dcb9ee3208e1411d",
    "id": null,
    "metadata": {},
    "name": "useUpdatePatientAnswersMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePatientAnswersMutation(\n  $input: UpdatePatientAnswersInput!\n) {\n  updatePatientAnswers(input: $input) {\n    id\n    isBeingProcessed\n    latestAnswers {\n      question_id\n      values\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6998a940312f1f0b159235a6023d3455";

export default node;
