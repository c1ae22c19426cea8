import { type EntityManager, In, IsNull } from 'typeorm';
import { Sample } from './sample.entity.js';

// Reads of a sample that other areas ask for (they never read the samples' table themselves).

/** The sample if it is the order's current one (not superseded by a recall); null otherwise. */
export function currentSampleOfOrder(
  manager: EntityManager,
  sampleId: string,
  orderId: string,
): Promise<Sample | null> {
  return manager.findOneBy(Sample, { id: sampleId, order_id: orderId, superseded_at: IsNull() });
}

/** The current (not recalled) samples of these orders: one statement. */
export function currentSamplesOfOrders(manager: EntityManager, orderIds: string[]): Promise<Sample[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return manager.find(Sample, {
    where: { order_id: In(orderIds), superseded_at: IsNull() },
    order: { id: 'ASC' },
  });
}
