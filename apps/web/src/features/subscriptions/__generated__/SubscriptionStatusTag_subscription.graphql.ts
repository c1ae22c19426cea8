/**
 * @generated SignedSource<<1763e999f438d8a5e6bf223786456a91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoiOrderStatus =
  | 'AnalysisFinished'
  | 'AnalysisStarted'
  | 'ArrivedInLab'
  | 'Canceled'
  | 'Delayed'
  | 'NotEnoughData'
  | 'OrderPlaced'
  | 'OrderShipped'
  | 'Paused'
  | 'ProductionStarted'
  | 'Recall'
  | 'ResultsReady'
  | 'ResultsSaved'
  | 'SampleNotRegistered'
  | 'SampleRegistered'
  | 'SentToLab'
  | 'SupplementsRegistered'
  | 'WaitingForResults'
  | '%future added value';
export type PaymentStatus = 'Canceled' | 'Expired' | 'Fail' | 'Pending' | 'Success' | '%future added value';
export type SubscriptionStatus = 'active' | 'canceled' | 'paused' | '%future added value';
import { FragmentRefs } from 'relay-runtime';
export type SubscriptionStatusTag_subscription$data = {
  readonly latestOrder:
    | {
        readonly id: string;
        readonly payment_status: PaymentStatus | null | undefined;
        readonly supplementsNoiOrder:
          | {
              readonly id: string;
              readonly status: NoiOrderStatus;
            }
          | null
          | undefined;
      }
    | null
    | undefined;
  readonly status: SubscriptionStatus;
  readonly ' $fragmentType': 'SubscriptionStatusTag_subscription';
};
export type SubscriptionStatusTag_subscription$key = {
  readonly ' $data'?: SubscriptionStatusTag_subscription$data;
  readonly ' $fragmentSpreads': FragmentRefs<'SubscriptionStatusTag_subscription'>;
};

const node: ReaderFragment = (function () {
  var v0 = {
      alias: null,
      args: null,
      kind: 'ScalarField',
      name: 'status',
      storageKey: null,
    },
    v1 = {
      alias: null,
      args: null,
      kind: 'ScalarField',
      name: 'id',
      storageKey: null,
    };
  return {
    argumentDefinitions: [],
    kind: 'Fragment',
    metadata: null,
    name: 'SubscriptionStatusTag_subscription',
    selections: [
      v0 /*:: as any*/,
      {
        alias: null,
        args: null,
        concreteType: 'Order',
        kind: 'LinkedField',
        name: 'latestOrder',
        plural: false,
        selections: [
          v1 /*:: as any*/,
          {
            alias: null,
            args: null,
            kind: 'ScalarField',
            name: 'payment_status',
            storageKey: null,
          },
          {
            alias: null,
            args: null,
            concreteType: 'NoiOrder',
            kind: 'LinkedField',
            name: 'supplementsNoiOrder',
            plural: false,
            selections: [v1 /*:: as any*/, v0 /*:: as any*/],
            storageKey: null,
          },
        ],
        storageKey: null,
      },
    ],
    type: 'SupplementSubscription',
    abstractKey: null,
  };
})();

(node as any).hash = '8235955d27970ee092d4756969ad68c1';

export default node;
