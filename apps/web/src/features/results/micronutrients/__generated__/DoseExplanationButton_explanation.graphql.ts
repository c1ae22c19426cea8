/**
 * @generated SignedSource<<77f4dafdec0acf86a4b1bf427b72de55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoseExplanationButton_explanation$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DoseExplanation_explanation">;
  readonly " $fragmentType": "DoseExplanationButton_explanation";
};
export type DoseExplanationButton_explanation$key = {
  readonly " $data"?: DoseExplanationButton_explanation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoseExplanationButton_explanation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DoseExplanationButton_explanation",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DoseExplanation_explanation"
    }
  ],
  "type": "DoseExplanation",
  "abstractKey": null
};

(node as any).hash = "b79e9cf3c089cfa7c24043fa29f68fbd";

export default node;
