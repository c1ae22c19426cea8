import { registerEnumType } from '@nestjs/graphql';
import { berlinWallClock } from '@portal/shared-types';

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
/**
 * An order still unpaid this many days after it was placed gets its link again, a practice's order and a renewal
 * alike (commerce design §2, dunning by link: T+2, T+5, T+9; all before the link's 14-day expiry).
 */
export const PAYMENT_REMINDER_DAYS = [2, 5, 9] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** How far Berlin's wall clock is ahead of UTC at this instant (1 or 2 hours). */
function berlinOffsetMs(instant: Date): number {
  const wall = berlinWallClock(instant);
  const minute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - minute;
}

/** `days` calendar days later in Berlin at the same wall-clock time (a period over a DST change stays whole days). */
export function addDays(date: Date, days: number): Date {
  const naive = new Date(date.getTime() + days * DAY_MS);
  return new Date(naive.getTime() + berlinOffsetMs(date) - berlinOffsetMs(naive));
}
