/**
 * @generated SignedSource<<48f9eaa8056845e9a3658eb460b0e768>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifestylePageQuery$variables = {
  id: string;
};
export type LifestylePageQuery$data = {
  readonly patient: {
    readonly " $fragmentSpreads": FragmentRefs<"LifestyleQuestionnaire_patient">;
  };
  readonly patientLifestyleAnswers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LifestyleQuestionnaire_answers">;
  }>;
};
export type LifestylePageQuery = {
  response: LifestylePageQuery$data;
  variables: LifestylePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LifestylePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LifestyleQuestionnaire_patient"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientLifestyleAnswer",
        "kind": "LinkedField",
        "name": "patientLifestyleAnswers",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LifestyleQuestionnaire_answers"
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
    "name": "LifestylePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Patient",
        "kind": "LinkedField",
        "name": "patient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "biological_sex",
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
            "name": "isLifestyleQuestionnaireAvailable",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PatientLifestyleAnswer",
        "kind": "LinkedField",
        "name": "patientLifestyleAnswers",
        "plural": true,
        "selections": [
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
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7e952f3b51f97572614f407d713e1ecf",
    "id": null,
    "metadata": {},
    "name": "LifestylePageQuery",
    "operationKind": "query",
    "text": "query LifestylePageQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    ...LifestyleQuestionnaire_patient\n    id\n  }\n  patientLifestyleAnswers(id: $id) {\n    ...LifestyleQuestionnaire_answers\n    id\n  }\n}\n\nfragment LifestyleQuestionnaire_answers on PatientLifestyleAnswer {\n  question_id\n  values\n}\n\nfragment LifestyleQuestionnaire_patient on Patient {\n  id\n  biological_sex\n  isBeingProcessed\n  isLifestyleQuestionnaireAvailable\n}\n"
  }
};
})();

(node as any).hash = "cd6b9e9b76e1372757e517ab265ae1e6";

export default node;
