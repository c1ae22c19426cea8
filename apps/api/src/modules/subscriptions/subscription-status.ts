import { registerEnumType } from '@nestjs/graphql';

/** The spec's subscription states; the values are stored and sent as written. */
export enum SubscriptionStatus {
  active = 'active',
  paused = 'paused',
  canceled = 'canceled',
}
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });

/** Spec section 4: active → paused | canceled, paused → active | canceled, canceled → none. */
const TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  [SubscriptionStatus.active]: [SubscriptionStatus.paused, SubscriptionStatus.canceled],
  [SubscriptionStatus.paused]: [SubscriptionStatus.active, SubscriptionStatus.canceled],
  [SubscriptionStatus.canceled]: [],
};

export const mayMove = (from: SubscriptionStatus, to: SubscriptionStatus): boolean =>
  TRANSITIONS[from].includes(to);

export const RENEWAL_INTERVAL_DAYS = 90;
export const AUTO_RESUME_DAYS = 60;
export const RENEWAL_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
