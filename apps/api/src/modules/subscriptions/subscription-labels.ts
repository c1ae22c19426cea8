import { formatDate } from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { NoiOrderStatus } from '../orders/order-status.js';
import type { Order } from '../orders/order.entity.js';
import { SubscriptionBadgeColor } from './graphql/subscriptions.types.js';
import { SubscriptionStatus } from './subscription-status.js';
import type { Subscription } from './subscription.entity.js';

const TEXTS = translationOf('de').subscriptions;

const BADGES = {
  [SubscriptionStatus.active]: { label: TEXTS.status.active, color: SubscriptionBadgeColor.green },
  [SubscriptionStatus.paused]: { label: TEXTS.status.paused, color: SubscriptionBadgeColor.yellow },
  [SubscriptionStatus.canceled]: { label: TEXTS.status.canceled, color: SubscriptionBadgeColor.red },
};
const NONE = { label: TEXTS.status.none, color: SubscriptionBadgeColor.grey };

/** The badge of a plan's status; inaktiv (grey) without one. */
export const badgeOf = (subscription: Pick<Subscription, 'status'> | null) =>
  subscription ? BADGES[subscription.status] : NONE;

const waitsForResults = (order: Order | null) =>
  order?.supplementsNoiOrder?.status === NoiOrderStatus.WaitingForResults ||
  order?.supplementsNoiOrder?.status === NoiOrderStatus.Delayed;

/** '(pending)' while the latest order is unpaid, else '(pending results)' while its supplements wait. */
export function pendingLabelOf(latestOrder: Order | null): string | null {
  if (!latestOrder) return null;
  if (latestOrder.payment_status !== 'Success') return TEXTS.pending.payment;
  if (waitsForResults(latestOrder)) return TEXTS.pending.results;
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
