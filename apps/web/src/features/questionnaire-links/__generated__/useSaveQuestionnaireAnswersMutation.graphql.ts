/**
 * @generated SignedSource<<a5b3f10e439c20edfd71533537e162da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AnswerInput = {
  question_id: string;
  values: ReadonlyArray<string>;
};
export type useSaveQuestionnaireAnswersMutation$variables = {
  answers: ReadonlyArray<AnswerInput>;
};
export type useSaveQuestionnaireAnswersMutation$data = {
  readonly updateAuthPatientAnswers: {
    readonly id: string;
  };
};
export type useSaveQuestionnaireAnswersMutation = {
  response: useSaveQuestionnaireAnswersMutation$data;
  variables: useSaveQuestionnaireAnswersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answers"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answers",
        "variableName": "answers"
      }
    ],
    "concreteType": "PatientInfo",
    "kind": "LinkedField",
    "name": "updateAuthPatientAnswers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "useSaveQuestionnaireAnswersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveQuestionnaireAnswersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32760ab1ffc79332aa9e019cd0596290",
    "id": null,
    "metadata": {},
    "name": "useSaveQuestionnaireAnswersMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveQuestionnaireAnswersMutation(\n  $answers: [AnswerInput!]!\n) {\n  updateAuthPatientAnswers(answers: $answers) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a46864bd954cfb8ad931561f9ad3808d";

export default node;
