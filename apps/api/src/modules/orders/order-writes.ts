import type { EntityManager } from 'typeorm';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderStatus, OrderStatus } from './order-status.js';
import { orderStatusOfParts } from './order-status-of-parts.js';
import { Order } from './order.entity.js';
import { recordPartStatusChanges } from './order-part-history.js';

/**
 * The order row locked until the caller's transaction ends. Every write that depends on an order's
 * state (its payment, its lab parts, its recipe) takes this lock first, so two of them never interleave;
 * it is the only order-row lock outside the orders area's own commands.
 */
export function lockOrder(manager: EntityManager, orderId: string): Promise<Order | null> {
  return manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
}

/** Makes the order cycle `cycleNo` of a subscription plan (the subscriptions area starts the plan). */
export async function attachToSubscription(
  manager: EntityManager,
  orderId: string,
  subscriptionId: string,
  cycleNo: number,
): Promise<void> {
  await manager.update(Order, orderId, { subscription_id: subscriptionId, cycle_no: cycleNo });
}

/** The order, read in the caller's transaction (for listeners of the orders' events). */
export function orderById(manager: EntityManager, orderId: string): Promise<Order> {
  return manager.findOneByOrFail(Order, { id: orderId });
}

/** The order's status from its parts again, in the caller's transaction; a cancelled order stays cancelled. */
export async function deriveOrderStatus(manager: EntityManager, orderId: string): Promise<void> {
  const parts = await manager.findBy(NoiOrder, { order_id: orderId });
  await manager
    .createQueryBuilder()
    .update(Order)
    .set({ status: orderStatusOfParts(parts) })
    .where('id = :orderId AND status <> :canceled', { orderId, canceled: OrderStatus.Canceled })
    .execute();
}

// Order statuses that a sample registration may move on; later ones belong to the lab.
const SAMPLE_STAGE = new Set([
  OrderStatus.OrderPlaced,
  OrderStatus.SampleNotRegistered,
  OrderStatus.BloodSampleRegistered,
  OrderStatus.DnaSampleRegistered,
  OrderStatus.Recall,
]);

/**
 * The sample of one of the order's parts was registered (the samples area asks, holding the order's lock):
 * the part waits for the lab, and the order's status follows its parts while it is in the sample stage.
 * `order.parts` must hold the order's parts; the part's status is updated there too.
 */
export async function markSampleRegistered(
  manager: EntityManager,
  order: Order,
  partId: string,
): Promise<void> {
  const part = (order.parts ?? []).find((candidate) => candidate.id === partId);
  if (!part) throw new Error(`Part ${partId} is not a part of order ${order.id}.`);
  await recordPartStatusChanges(manager, [part.id], NoiOrderStatus.SampleRegistered);
  part.status = NoiOrderStatus.SampleRegistered;
  await manager.update(NoiOrder, { id: part.id }, { status: NoiOrderStatus.SampleRegistered });
  if (SAMPLE_STAGE.has(order.status))
    await manager.update(Order, { id: order.id }, { status: orderStatusOfParts(order.parts ?? []) });
}
