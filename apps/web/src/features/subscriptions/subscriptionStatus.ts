import { type Intent } from '@blueprintjs/core';
import { statusDisplay } from '@portal/shared-types';
import { type TranslationKey } from '../../i18n/translationKey';
import { type KnownValue } from '../../relay/enumValues';
import {
  type SubscriptionPending,
  type SubscriptionStatus as SchemaSubscriptionStatus,
} from './__generated__/SubscriptionStatusTag_subscription.graphql';

// A plan's label and colour come from the one status mapping (shared-types status-display, kind `subscription`).

export type SubscriptionStatus = KnownValue<SchemaSubscriptionStatus>;
export type SubscriptionAction = 'pause' | 'resume' | 'cancel';
export type PendingKind = KnownValue<SubscriptionPending>;

interface StatusTag {
  label: TranslationKey;
  intent: Intent;
}

const knownStatuses: readonly string[] = ['active', 'paused', 'canceled'] satisfies SubscriptionStatus[];
const isStatus = (status: string): status is SubscriptionStatus => knownStatuses.includes(status);

/** The label and colour of a plan's status; a missing plan (or a status the web does not know) is inaktiv. */
export function subscriptionStatusTag(status: string | null | undefined): StatusTag {
  const display = statusDisplay('subscription', status && isStatus(status) ? status : 'none');
  return { label: display.label as TranslationKey, intent: display.tone };
}

const pendingLabels: Record<PendingKind, TranslationKey> = {
  payment: 'subscriptions.pending.payment',
  results: 'subscriptions.pending.results',
};

/** The label of what an active plan waits for; the server decides it (`SupplementSubscription.pending`). */
export const pendingLabelOf = (pending: string | null | undefined): TranslationKey | null =>
  pending && pending in pendingLabels ? pendingLabels[pending as PendingKind] : null;

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
const blockingStatuses: readonly string[] = ['active', 'paused'] satisfies SubscriptionStatus[];
export const blocksNewSubscription = (statuses: readonly string[]): boolean =>
  statuses.some((status) => blockingStatuses.includes(status));

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
