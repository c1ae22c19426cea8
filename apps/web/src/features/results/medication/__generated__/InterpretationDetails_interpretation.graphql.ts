/**
 * @generated SignedSource<<c44f445eebd66787c06664615fce8c86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InterpretationDetails_interpretation$data = {
  readonly chapter: string;
  readonly chapter_text: string;
  readonly text_de: string;
  readonly " $fragmentType": "InterpretationDetails_interpretation";
};
export type InterpretationDetails_interpretation$key = {
  readonly " $data"?: InterpretationDetails_interpretation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InterpretationDetails_interpretation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InterpretationDetails_interpretation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapter",
      "storageKey": null
    },
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
      "name": "text_de",
      "storageKey": null
    }
  ],
  "type": "MedicationInterpretation",
  "abstractKey": null
};

(node as any).hash = "60b753cf2a8b1358ea487d29d7d01e84";

export default node;
