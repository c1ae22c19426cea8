import { type EntityManager, IsNull } from 'typeorm';
import { NoiOrder } from './noi-order.entity.js';
import { type NoiOrderStatus, NoiOrderType } from './order-status.js';
import { Order } from './order.entity.js';
import { recordPartStatusChanges } from './order-part-history.js';

// Reads and writes of a subscription plan's orders that the subscriptions area asks for.

/** The supplements part of the plan's order of cycle `cycleNo` while it is not yet sent; null otherwise. */
export async function unsentSupplementsPartOfCycle(
  manager: EntityManager,
  subscriptionId: string,
  cycleNo: number,
): Promise<NoiOrder | null> {
  const order = await manager.findOneBy(Order, { subscription_id: subscriptionId, cycle_no: cycleNo });
  if (!order) return null;
  return manager.findOneBy(NoiOrder, {
    order_id: order.id,
    type: NoiOrderType.supplements,
    sent_at: IsNull(),
  });
}

/** Moves a plan's held or released supplements part to `status` (a pause holds it, a resume releases it). */
export async function setSupplementsPartStatus(
  manager: EntityManager,
  partId: string,
  status: NoiOrderStatus,
): Promise<void> {
  await recordPartStatusChanges(manager, [partId], status);
  await manager.update(NoiOrder, partId, { status });
}

/** The orders of the plans, with their parts, newest cycle first (one statement for a page of plans). */
export function ordersOfSubscriptions(manager: EntityManager, subscriptionIds: string[]): Promise<Order[]> {
  return manager
    .getRepository(Order)
    .createQueryBuilder('ord')
    .leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id')
    .where('ord.subscription_id IN (:...ids)', { ids: subscriptionIds })
    .orderBy('ord.cycle_no', 'DESC')
    .addOrderBy('ord.id', 'DESC')
    .getMany();
}
