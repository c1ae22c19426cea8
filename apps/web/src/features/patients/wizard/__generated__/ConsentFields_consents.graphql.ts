/**
 * @generated SignedSource<<264a4bc71df529d54ccca66b4593b091>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentFields_consents$data = {
  readonly data: ReadonlyArray<{
    readonly de: string;
    readonly en: string;
    readonly id: string;
    readonly required: boolean;
  }>;
  readonly " $fragmentType": "ConsentFields_consents";
};
export type ConsentFields_consents$key = {
  readonly " $data"?: ConsentFields_consents$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentFields_consents">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsentFields_consents",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Consent",
      "kind": "LinkedField",
      "name": "data",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "ConsentPaginator",
  "abstractKey": null
};

(node as any).hash = "4001341219f33b81bc4b347ee44e6256";

export default node;
