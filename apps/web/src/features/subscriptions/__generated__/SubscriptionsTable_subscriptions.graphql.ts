/**
 * @generated SignedSource<<a49a97ab57be42f678b66e7cd32a8bc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionsTable_subscriptions$data = {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SubscriptionsTable_row">;
  }>;
  readonly " $fragmentType": "SubscriptionsTable_subscriptions";
};
export type SubscriptionsTable_subscriptions$key = {
  readonly " $data"?: SubscriptionsTable_subscriptions$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionsTable_subscriptions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionsTable_subscriptions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplementSubscription",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "SubscriptionsTable_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SubscriptionPaginator",
  "abstractKey": null
};

(node as any).hash = "fecd80e747e064d023539044b955a133";

export default node;
