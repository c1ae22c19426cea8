/**
 * @generated SignedSource<<ea92c5e134e6a39cfa62ef822fed5efb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useProcessingPoll_patient$data = {
  readonly __id: string;
  readonly id: string;
  readonly isBeingProcessed: boolean;
  readonly " $fragmentType": "useProcessingPoll_patient";
};
export type useProcessingPoll_patient$key = {
  readonly " $data"?: useProcessingPoll_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"useProcessingPoll_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useProcessingPoll_patient",
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
      "name": "isBeingProcessed",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "674d51b40c19a3c966764eeb5316cbf9";

export default node;
