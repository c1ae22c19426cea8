/**
 * @generated SignedSource<<ed910bc8391bac6996127f000ad01166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BiologicalSex = "Female" | "Male" | "%future added value";
export type AllLifestyleQuestionsQuery$variables = {
  biologicalSex: BiologicalSex;
  page: number;
};
export type AllLifestyleQuestionsQuery$data = {
  readonly lifestyleQuestions: {
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly key_question: string;
      readonly only_for_sex: BiologicalSex | null | undefined;
      readonly show_if: {
        readonly key_question: string;
        readonly value: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionField_question" | "ReviewAnswer_question">;
    }>;
    readonly paginatorInfo: {
      readonly lastPage: number;
    };
  };
};
export type AllLifestyleQuestionsQuery = {
  response: AllLifestyleQuestionsQuery$data;
  variables: AllLifestyleQuestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "biologicalSex"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "biologicalSex",
    "variableName": "biologicalSex"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
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
  "name": "key_question",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "only_for_sex",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LifestyleQuestionCondition",
  "kind": "LinkedField",
  "name": "show_if",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PaginatorInfo",
  "kind": "LinkedField",
  "name": "paginatorInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "de",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "en",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AllLifestyleQuestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifestyleQuestionPaginator",
        "kind": "LinkedField",
        "name": "lifestyleQuestions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LifestyleQuestion",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionField_question"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewAnswer_question"
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
    "name": "AllLifestyleQuestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifestyleQuestionPaginator",
        "kind": "LinkedField",
        "name": "lifestyleQuestions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LifestyleQuestion",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LifestyleAnswerOption",
                "kind": "LinkedField",
                "name": "answers",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2a828168171adc319bde0e48b6ee475b",
    "id": null,
    "metadata": {},
    "name": "AllLifestyleQuestionsQuery",
    "operationKind": "query",
    "text": "query AllLifestyleQuestionsQuery(\n  $biologicalSex: BiologicalSex!\n  $page: Int!\n) {\n  lifestyleQuestions(biologicalSex: $biologicalSex, page: $page) {\n    data {\n      id\n      key_question\n      only_for_sex\n      show_if {\n        key_question\n        value\n      }\n      ...QuestionField_question\n      ...ReviewAnswer_question\n    }\n    paginatorInfo {\n      lastPage\n    }\n  }\n}\n\nfragment QuestionField_question on LifestyleQuestion {\n  id\n  type\n  de\n  en\n  answers {\n    value\n    de\n    en\n  }\n}\n\nfragment ReviewAnswer_question on LifestyleQuestion {\n  de\n  en\n  answers {\n    value\n    de\n    en\n  }\n}\n"
  }
};
})();

(node as any).hash = "c296ed156c04bdb2482800152104dacb";

export default node;
