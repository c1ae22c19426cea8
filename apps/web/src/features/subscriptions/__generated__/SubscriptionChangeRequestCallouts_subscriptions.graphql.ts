/**
 * @generated SignedSource<<8f99faab810c312cfb598fa23e65109a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionChangeKind = "cancel" | "pause" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionChangeRequestCallouts_subscriptions$data = {
  readonly data: ReadonlyArray<{
    readonly openChangeRequest: {
      readonly id: string;
      readonly kind: SubscriptionChangeKind;
      readonly message: string | null | undefined;
      readonly requested_at: any;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "SubscriptionChangeRequestCallouts_subscriptions";
};
export type SubscriptionChangeRequestCallouts_subscriptions$key = {
  readonly " $data"?: SubscriptionChangeRequestCallouts_subscriptions$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionChangeRequestCallouts_subscriptions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionChangeRequestCallouts_subscriptions",
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
          "concreteType": "SubscriptionChangeRequest",
          "kind": "LinkedField",
          "name": "openChangeRequest",
          "plural": false,
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
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "requested_at",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SubscriptionPaginator",
  "abstractKey": null
};

(node as any).hash = "1bc3910bbc83ed1b6074f4ae1fea52ec";

export default node;
