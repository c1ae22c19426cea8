/**
 * @generated SignedSource<<aa900c3484a1c0cb189ca26bfc02e011>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewAnswer_question$data = {
  readonly answers: ReadonlyArray<{
    readonly de: string;
    readonly en: string;
    readonly value: string;
  }>;
  readonly de: string;
  readonly en: string;
  readonly " $fragmentType": "ReviewAnswer_question";
};
export type ReviewAnswer_question$key = {
  readonly " $data"?: ReviewAnswer_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewAnswer_question">;
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
  "name": "ReviewAnswer_question",
  "selections": [
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

(node as any).hash = "4ead8498aac27b3955dc57bffe79a659";

export default node;
