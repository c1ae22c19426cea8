/**
 * @generated SignedSource<<89b000be4181d138782511dc526fafc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InterpretationTag_interpretation$data = {
  readonly chapter_text: string;
  readonly result: number;
  readonly result_text: string;
  readonly " $fragmentType": "InterpretationTag_interpretation";
};
export type InterpretationTag_interpretation$key = {
  readonly " $data"?: InterpretationTag_interpretation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InterpretationTag_interpretation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InterpretationTag_interpretation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapter_text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result_text",
      "storageKey": null
    }
  ],
  "type": "MedicationInterpretation",
  "abstractKey": null
};

(node as any).hash = "75d55fa2d6fc1039256ef7badada4d61";

export default node;
