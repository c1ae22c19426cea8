/**
 * @generated SignedSource<<e509cc7f4a89a2792db966d5837b76fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangedInputs_inputs$data = ReadonlyArray<{
  readonly after: number | null | undefined;
  readonly before: number | null | undefined;
  readonly label: string;
  readonly name: string;
  readonly " $fragmentType": "ChangedInputs_inputs";
}>;
export type ChangedInputs_inputs$key = ReadonlyArray<{
  readonly " $data"?: ChangedInputs_inputs$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangedInputs_inputs">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ChangedInputs_inputs",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "before",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "after",
      "storageKey": null
    }
  ],
  "type": "ChangedInputView",
  "abstractKey": null
};

(node as any).hash = "f11ff40b769406d5733e8236bda5c492";

export default node;
