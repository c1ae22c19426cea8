import { type Intent } from '@blueprintjs/core';
import { type TranslationKey } from '../../i18n/translationKey';

// The one mapping of the Elements plan's states to labels and colours (ui.md "States as tags"): the profile
// card's badge, the subscriptions tab and every later screen read it from here.

export type SubscriptionStatus = 'active' | 'paused' | 'canceled';
export type SubscriptionAction = 'pause' | 'resume' | 'cancel';
export type PendingKind = 'payment' | 'results';

interface StatusTag {
  label: TranslationKey;
  intent: Intent;
}

// aktiv green, pausiert yellow, gekündigt red, inaktiv grey (also without any plan).
const tags: Record<SubscriptionStatus | 'none', StatusTag> = {
  active: { label: 'subscriptions.status.active', intent: 'success' },
  paused: { label: 'subscriptions.status.paused', intent: 'warning' },
  canceled: { label: 'subscriptions.status.canceled', intent: 'danger' },
  none: { label: 'subscriptions.status.none', intent: 'none' },
};

const isStatus = (status: string): status is SubscriptionStatus => status in tags && status !== 'none';

/** The label and colour of a plan's status; a missing plan (or a status the web does not know) is inaktiv. */
export const subscriptionStatusTag = (status: string | null | undefined): StatusTag =>
  status && isStatus(status) ? tags[status] : tags.none;

export const pendingLabels: Record<PendingKind, TranslationKey> = {
  payment: 'subscriptions.pending.payment',
  results: 'subscriptions.pending.results',
};

interface LatestOrder {
  payment_status: string | null | undefined;
  supplementsNoiOrder: { status: string } | null | undefined;
}

/**
 * What an active plan still waits for (the spec; the server's `pending_label` says the same): the latest order's
 * payment unless it succeeded, else the results while its supplements part waits for them or is delayed.
 */
export function pendingOf(status: string | null | undefined, latestOrder: LatestOrder | null | undefined) {
  if (status !== 'active' || !latestOrder) return null;
  if (latestOrder.payment_status !== 'Success') return 'payment' satisfies PendingKind;
  const part = latestOrder.supplementsNoiOrder?.status;
  if (part === 'WaitingForResults' || part === 'Delayed') return 'results' satisfies PendingKind;
  return null;
}

// The spec's transitions: active → paused or canceled; paused → active or canceled; canceled → none.
const transitions: Record<SubscriptionStatus, readonly SubscriptionAction[]> = {
  active: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  canceled: [],
};

/** The actions a plan in `status` offers. */
export const allowedActions = (status: string): readonly SubscriptionAction[] =>
  isStatus(status) ? transitions[status] : [];

/** A new plan cannot be activated while any plan is active or paused. */
export const blocksNewSubscription = (statuses: readonly string[]): boolean =>
  statuses.some((status) => status === 'active' || status === 'paused');

/** The `action` search parameter of each dialog (with `subscriptionId`). */
export const actionParams = {
  pause: 'pause_subscription',
  resume: 'resume_subscription',
  cancel: 'cancel_subscription',
} as const satisfies Record<SubscriptionAction, string>;

export type SubscriptionActionParam = (typeof actionParams)[SubscriptionAction] | 'new_subscription';

export const subscriptionActionParams: readonly SubscriptionActionParam[] = [
  'new_subscription',
  ...Object.values(actionParams),
];

/** The dialog's action for an `action` parameter. */
export const actionOfParam = (param: string): SubscriptionAction | null =>
  (Object.keys(actionParams) as SubscriptionAction[]).find((action) => actionParams[action] === param) ??
  null;
