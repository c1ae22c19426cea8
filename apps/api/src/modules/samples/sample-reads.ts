import { type EntityManager, IsNull } from 'typeorm';
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
