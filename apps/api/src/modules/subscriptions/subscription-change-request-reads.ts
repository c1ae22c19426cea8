import { type EntityManager, In } from 'typeorm';
import {
  SubscriptionChangeKind,
  SubscriptionChangeRequest,
  SubscriptionChangeRequestStatus,
} from './subscription-change-request.entity.js';
import { SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.entity.js';

/** The patient's newest plan by creation date: the one their status reads (spec section 4). */
export function latestSubscriptionOfPatient(
  manager: EntityManager,
  patientId: string,
): Promise<Subscription | null> {
  return manager.findOne(Subscription, {
    where: { patient_id: patientId },
    order: { created_at: 'DESC', id: 'DESC' },
  });
}

/** Each plan's open change request, in one statement for a page of plans. */
export function openRequestsOfSubscriptions(
  manager: EntityManager,
  subscriptionIds: readonly string[],
): Promise<SubscriptionChangeRequest[]> {
  if (!subscriptionIds.length) return Promise.resolve([]);
  return manager.findBy(SubscriptionChangeRequest, {
    subscription_id: In([...subscriptionIds]),
    status: SubscriptionChangeRequestStatus.open,
  });
}

/**
 * After the doctor moved the plan by their own action: an open request for that very move counts as confirmed,
 * and a pause request on a plan that is now cancelled as declined (it can no longer be done).
 */
export async function settleOpenRequests(
  manager: EntityManager,
  subscription: Subscription,
  userId: string,
  now: Date,
): Promise<void> {
  const settle = (kind: SubscriptionChangeKind, status: SubscriptionChangeRequestStatus) =>
    manager.update(
      SubscriptionChangeRequest,
      { subscription_id: subscription.id, kind, status: SubscriptionChangeRequestStatus.open },
      { status, decided_by_user_id: userId, decided_at: now },
    );
  if (subscription.status === SubscriptionStatus.paused)
    await settle(SubscriptionChangeKind.pause, SubscriptionChangeRequestStatus.confirmed);
  if (subscription.status === SubscriptionStatus.canceled) {
    await settle(SubscriptionChangeKind.cancel, SubscriptionChangeRequestStatus.confirmed);
    await settle(SubscriptionChangeKind.pause, SubscriptionChangeRequestStatus.declined);
  }
}
