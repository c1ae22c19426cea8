import { formatDate } from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { NoiOrderStatus } from '../orders/index.js';
import type { Order } from '../orders/order.entity.js';
import { SubscriptionPending } from './graphql/subscriptions.types.js';
import { SubscriptionStatus } from './subscription-status.js';
import type { Subscription } from './subscription.entity.js';

const TEXTS = translationOf('de').subscriptions;

const waitsForResults = (order: Order | null) =>
  order?.supplementsNoiOrder?.status === NoiOrderStatus.WaitingForResults ||
  order?.supplementsNoiOrder?.status === NoiOrderStatus.Delayed;

/**
 * What an active plan waits for (the spec's '(pending)' and '(pending results)'): the latest order's payment
 * unless it succeeded, else the results while its supplements part waits for them or is delayed.
 */
export function pendingOf(
  subscription: Pick<Subscription, 'status'>,
  latestOrder: Order | null,
): SubscriptionPending | null {
  if (subscription.status !== SubscriptionStatus.active || !latestOrder) return null;
  if (latestOrder.payment_status !== 'Success') return SubscriptionPending.payment;
  if (waitsForResults(latestOrder)) return SubscriptionPending.results;
  return null;
}

/** 'follows after analysis', 'subscription currently paused', blank when delayed, else the period end. */
export function nextProductionStartOf(subscription: Subscription, latestOrder: Order | null): string {
  const part = latestOrder?.supplementsNoiOrder?.status;
  if (part === NoiOrderStatus.WaitingForResults) return TEXTS.nextProduction.afterAnalysis;
  if (subscription.status === SubscriptionStatus.paused) return TEXTS.nextProduction.paused;
  if (part === NoiOrderStatus.Delayed) return '';
  return formatDate(subscription.current_period_end);
}
