/**
 * @generated SignedSource<<ae8201b38a64fe584288d0de51da976f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentCheckboxes_consents$data = ReadonlyArray<{
  readonly de: string;
  readonly en: string;
  readonly id: string;
  readonly required: boolean;
  readonly " $fragmentType": "ConsentCheckboxes_consents";
}>;
export type ConsentCheckboxes_consents$key = ReadonlyArray<{
  readonly " $data"?: ConsentCheckboxes_consents$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentCheckboxes_consents">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ConsentCheckboxes_consents",
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
      "name": "de",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "en",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "required",
      "storageKey": null
    }
  ],
  "type": "Consent",
  "abstractKey": null
};

(node as any).hash = "f7beebcb3100d2e1515eda8ef5c6111d";

export default node;
