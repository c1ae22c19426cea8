/**
 * @generated SignedSource<<0f43982fba92e835e682e6753ce6c85b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FillQuestionnairePageQuery$variables = Record<PropertyKey, never>;
export type FillQuestionnairePageQuery$data = {
  readonly patientInfo: {
    readonly isLifestyleQuestionnaireAvailable: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FillQuestionnaireForm_patient">;
  };
};
export type FillQuestionnairePageQuery = {
  response: FillQuestionnairePageQuery$data;
  variables: FillQuestionnairePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLifestyleQuestionnaireAvailable",
  "storageKey": null
},
v1 = {
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
    "name": "FillQuestionnairePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PatientInfo",
        "kind": "LinkedField",
        "name": "patientInfo",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FillQuestionnaireForm_patient"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FillQuestionnairePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PatientInfo",
        "kind": "LinkedField",
        "name": "patientInfo",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "biological_sex",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "height",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weight",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "110e4c7850d4a364511d80ac313a5f43",
    "id": null,
    "metadata": {},
    "name": "FillQuestionnairePageQuery",
    "operationKind": "query",
    "text": "query FillQuestionnairePageQuery {\n  patientInfo {\n    isLifestyleQuestionnaireAvailable\n    ...FillQuestionnaireForm_patient\n    id\n  }\n}\n\nfragment FillQuestionnaireForm_patient on PatientInfo {\n  first_name\n  biological_sex\n  height\n  weight\n  latestAnswers {\n    question_id\n    values\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "60f8694f70dc15e953699aa448ce19d6";

export default node;
