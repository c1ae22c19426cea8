import type { EntityManager } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors/app-error.js';
import type { NoiOrder } from '../orders/noi-order.entity.js';
import { NoiOrderStatus, setSupplementsPartStatus, unsentSupplementsPartOfCycle } from '../orders/index.js';
import {
  addDays,
  AUTO_RESUME_DAYS,
  mayMove,
  RENEWAL_INTERVAL_DAYS,
  SubscriptionStatus,
} from './subscription-status.js';
import { type Subscription } from './subscription.entity.js';
import { SubscriptionsError } from './subscriptions.errors.js';

// Supplements parts not yet with the producer: the ones a pause can still hold back.
const HOLDABLE = [NoiOrderStatus.OrderPlaced, NoiOrderStatus.WaitingForResults, NoiOrderStatus.Delayed];

/** Refuses a move the spec does not allow, with the sentence that says why. */
export function assertMayMove(subscription: Subscription, to: SubscriptionStatus): void {
  if (mayMove(subscription.status, to)) return;
  const reason =
    subscription.status === SubscriptionStatus.canceled
      ? SubscriptionsError.alreadyCanceled
      : to === SubscriptionStatus.paused
        ? SubscriptionsError.alreadyPaused
        : SubscriptionsError.notPaused;
  throw new AppError(ErrorCode.Conflict, reason);
}

/** The supplements part of the plan's current cycle order, if any. */
function currentPart(manager: EntityManager, subscription: Subscription): Promise<NoiOrder | null> {
  return unsentSupplementsPartOfCycle(manager, subscription.id, subscription.cycle_no);
}

/** Pausing: no renewals until resumed (by request or 60 days later); the open cycle's production halts. */
export async function pause(manager: EntityManager, subscription: Subscription, now: Date): Promise<void> {
  assertMayMove(subscription, SubscriptionStatus.paused);
  const part = await currentPart(manager, subscription);
  subscription.paused_part_status = null;
  if (part && HOLDABLE.includes(part.status)) {
    subscription.paused_part_status = part.status;
    await setSupplementsPartStatus(manager, part.id, NoiOrderStatus.Paused);
  }
  subscription.status = SubscriptionStatus.paused;
  subscription.paused_at = now;
  subscription.resume_at = addDays(now, AUTO_RESUME_DAYS);
  await manager.save(subscription);
}

/** Resuming starts a new 90-day period now (the design's billing_cycle_anchor=now); the held part goes on. */
export async function resume(manager: EntityManager, subscription: Subscription, now: Date): Promise<void> {
  assertMayMove(subscription, SubscriptionStatus.active);
  await releaseHeldPart(manager, subscription);
  subscription.status = SubscriptionStatus.active;
  subscription.paused_at = null;
  subscription.resume_at = null;
  subscription.current_period_start = now;
  subscription.current_period_end = addDays(now, RENEWAL_INTERVAL_DAYS);
  await manager.save(subscription);
}

/** Cancelling stops future cycles only: the current cycle's order goes on (production still waits for payment). */
export async function cancel(manager: EntityManager, subscription: Subscription, now: Date): Promise<void> {
  assertMayMove(subscription, SubscriptionStatus.canceled);
  await releaseHeldPart(manager, subscription);
  subscription.status = SubscriptionStatus.canceled;
  subscription.canceled_at = now;
  subscription.resume_at = null;
  await manager.save(subscription);
}

async function releaseHeldPart(manager: EntityManager, subscription: Subscription): Promise<void> {
  if (subscription.status !== SubscriptionStatus.paused) return;
  const part = await currentPart(manager, subscription);
  if (part?.status === NoiOrderStatus.Paused)
    await setSupplementsPartStatus(
      manager,
      part.id,
      (subscription.paused_part_status as NoiOrderStatus | null) ?? NoiOrderStatus.OrderPlaced,
    );
  subscription.paused_part_status = null;
}
