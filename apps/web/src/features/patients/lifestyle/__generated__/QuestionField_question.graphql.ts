/**
 * @generated SignedSource<<c05f89c850d757439be8a7eb5cbc1acf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifestyleQuestionType = "Chip" | "Multiple" | "Single" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionField_question$data = {
  readonly answers: ReadonlyArray<{
    readonly de: string;
    readonly en: string;
    readonly value: string;
  }>;
  readonly de: string;
  readonly en: string;
  readonly id: string;
  readonly type: LifestyleQuestionType;
  readonly " $fragmentType": "QuestionField_question";
};
export type QuestionField_question$key = {
  readonly " $data"?: QuestionField_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionField_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "de",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "en",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionField_question",
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
      "name": "type",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LifestyleAnswerOption",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "LifestyleQuestion",
  "abstractKey": null
};
})();

(node as any).hash = "7437b8018aa5b998539510dd2a372ff2";

export default node;
