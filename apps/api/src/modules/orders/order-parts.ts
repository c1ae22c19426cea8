import { type EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderStatus } from './order-status.js';
import { Order } from './order.entity.js';
import { recordPartStatusChanges } from './order-part-history.js';

// Reads and writes of an order's lab/production parts that other areas (the lab) ask for; they never
// read or write the parts' table themselves. Writes run in the caller's transaction, under the order's lock.

/** The order, or null when there is none (lockOrder and orderById for the locked and the sure case). */
export function findOrder(manager: EntityManager, orderId: string): Promise<Order | null> {
  return manager.findOneBy(Order, { id: orderId });
}

/** The part, or null when there is none. */
export function findPart(manager: EntityManager, partId: string): Promise<NoiOrder | null> {
  return manager.findOneBy(NoiOrder, { id: partId });
}

/** The part, read in the caller's transaction; fails when there is none. */
export function partById(manager: EntityManager, partId: string): Promise<NoiOrder> {
  return manager.findOneByOrFail(NoiOrder, { id: partId });
}

/** The part with its order, or null when there is none. */
export function partWithOrder(manager: EntityManager, partId: string): Promise<NoiOrder | null> {
  return manager.findOne(NoiOrder, { where: { id: partId }, relations: { order: true } });
}

/** The part the lab knows by `labOrderId`, or null. */
export function partByLabOrderId(manager: EntityManager, labOrderId: string): Promise<NoiOrder | null> {
  return manager.findOneBy(NoiOrder, { noi_order_id: labOrderId });
}

/** Parts at the lab in one of `statuses` that have not changed since `before`, longest quiet first. */
export function quietLabParts(
  manager: EntityManager,
  statuses: readonly NoiOrderStatus[],
  before: Date,
  take: number,
): Promise<NoiOrder[]> {
  return manager.getRepository(NoiOrder).find({
    where: { noi_order_id: Not(IsNull()), status: In(statuses), updated_at: LessThan(before) },
    order: { updated_at: 'ASC' },
    take,
  });
}

/** The part was looked at by the lab's sweep at `now` and nothing had changed. */
export async function touchPart(manager: EntityManager, partId: string, now: Date): Promise<void> {
  await manager.getRepository(NoiOrder).update(partId, { updated_at: now });
}

/** The lab moved the part to `status` with its callback's `sequence`. */
export async function recordLabStatus(
  manager: EntityManager,
  partId: string,
  status: NoiOrderStatus,
  sequence: number,
): Promise<void> {
  await recordPartStatusChanges(manager, [partId], status);
  await manager.update(NoiOrder, partId, { status, lab_sequence: sequence });
}

/** The supplements part has no dose to produce: it waits for the doctor's review. */
export async function delayPartForReview(manager: EntityManager, partId: string): Promise<void> {
  await recordPartStatusChanges(manager, [partId], NoiOrderStatus.Delayed);
  await manager.update(NoiOrder, partId, { status: NoiOrderStatus.Delayed });
}

/** The lab accepted the part: its status, our and the lab's numbers for it, and what was sent. */
export async function markPartSent(
  manager: EntityManager,
  partId: string,
  sent: Pick<NoiOrder, 'status' | 'external_order_no' | 'noi_order_id' | 'sent_data' | 'sample_id'>,
): Promise<void> {
  await recordPartStatusChanges(manager, [partId], sent.status);
  await manager.update(NoiOrder, partId, { ...sent, sent_at: new Date(), lab_sequence: 1 });
}
