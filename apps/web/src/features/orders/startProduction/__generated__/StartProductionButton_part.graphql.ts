/**
 * @generated SignedSource<<d4f2de6526ec3c79f261792db416f7ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartProductionButton_part$data = {
  readonly " $fragmentSpreads": FragmentRefs<"productionStart_part">;
  readonly " $fragmentType": "StartProductionButton_part";
};
export type StartProductionButton_part$key = {
  readonly " $data"?: StartProductionButton_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"StartProductionButton_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StartProductionButton_part",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "productionStart_part",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupplementRecipeView",
          "kind": "LinkedField",
          "name": "recipe",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "approved_at",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start_when_ready",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "NoiOrder",
  "abstractKey": null
};

(node as any).hash = "828477499acf022bb060ef6f298e59df";

export default node;
