/**
 * @generated SignedSource<<0e3b9de22847342ba912359d5407c25d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useProcessingPoll_patient$data = {
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
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "e56df95f5d7c12d70556488eb519d7be";

export default node;
