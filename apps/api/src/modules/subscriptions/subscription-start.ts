import type { EntityManager } from 'typeorm';
import { attachToSubscription } from '../orders/index.js';
import type { Order } from '../orders/order.entity.js';
import { addDays, RENEWAL_INTERVAL_DAYS, SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.entity.js';

/**
 * Inside placeOrder's transaction (OrderPlaced), for an order with a supplements part: a patient without an active
 * or paused plan starts one, and the order becomes its cycle 1. A patient with a running plan just
 * gets an extra order (activating is disabled in the web while one runs). The partial unique index
 * on running plans keeps two concurrent placings from starting two: the second one's insert waits and
 * fails, and its order is placed without a plan.
 */
export async function startSubscriptionFor(manager: EntityManager, order: Order, now: Date): Promise<void> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(Subscription)
    .values({
      patient_id: order.patient_id,
      medical_center_id: order.medical_center_id,
      status: SubscriptionStatus.active,
      cycle_no: 1,
      start_date: now,
      current_period_start: now,
      current_period_end: addDays(now, RENEWAL_INTERVAL_DAYS),
    })
    .orIgnore()
    .returning(['id'])
    .execute();
  const id = (inserted.raw as { id: string }[])[0]?.id;
  if (!id) return;
  await attachToSubscription(manager, order.id, String(id), 1);
}
