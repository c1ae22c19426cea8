/**
 * @generated SignedSource<<e18fb562d5b17b83b314748492562030>>
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
            "concreteType": "PatientLifestyleAnswer",
            "kind": "LinkedField",
            "name": "latestAnswers",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f58c26157cfbe704d91ce2020570d2ff",
    "id": null,
    "metadata": {},
    "name": "LifestylePageQuery",
    "operationKind": "query",
    "text": "query LifestylePageQuery(\n  $id: ID!\n) {\n  patient(id: $id) {\n    ...LifestyleQuestionnaire_patient\n    id\n  }\n}\n\nfragment LifestyleQuestionnaire_patient on Patient {\n  id\n  biological_sex\n  isBeingProcessed\n  latestAnswers {\n    question_id\n    values\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b1321d042f07eb64e5e09c29ab6d966";

export default node;
