import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { OrderStatus } from '../orders/index.js';
import { LAB_QUEUE, labSendJobId, SendLabOrderJob } from './lab.jobs.js';

/** Retries of one send while the lab answers 5xx or nothing: 5 s doubling, about 40 minutes in all. */
export const LAB_SEND_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 5000 },
};

export interface ReadyPart {
  noiOrderId: string;
  sampleId: string | null;
}

/**
 * Parts the lab should have and does not: the order is paid and not cancelled; a blood or DNA part has
 * its current sample registered, a supplements part is placed (without analyses) or its reviewed recipe
 * was approved for production. Parts the lab refused
 * (4xx) since their sample was registered wait for a person (admin list) instead of being sent again.
 */
const READY_PARTS_SQL = `
  SELECT part.id AS "noiOrderId", sample.id AS "sampleId"
  FROM noi_orders part
  JOIN orders ord ON ord.id = part.order_id
  LEFT JOIN samples sample
    ON sample.order_id = part.order_id AND sample.superseded_at IS NULL
   AND sample.type::text = CASE part.type WHEN 'blood' THEN 'Blood' WHEN 'dna' THEN 'Dna' END
  WHERE part.status IN ('SampleRegistered', 'OrderPlaced', 'Delayed')
    AND ord.payment_status = 'Success' AND ord.status <> ${OrderStatus.Canceled}
    AND ((part.type <> 'supplements' AND part.status = 'SampleRegistered' AND sample.id IS NOT NULL)
      OR (part.type = 'supplements' AND part.status = 'OrderPlaced')
      OR (part.type = 'supplements' AND part.status = 'Delayed' AND part.noi_order_id IS NULL AND EXISTS (
        SELECT 1 FROM supplement_recipes recipe
        WHERE recipe.noi_order_id = part.id AND recipe.approved_at IS NOT NULL)))
    AND NOT EXISTS (
      SELECT 1 FROM noi_order_registration_responses refused
      WHERE refused.noi_order_id = part.id AND refused.status BETWEEN 400 AND 499 AND refused.status <> 429
        AND refused.received_at >= coalesce(sample.registered_at, ord.placed_at))`;

/**
 * Queues the sending of parts to the lab. Called after a payment succeeded and after a sample was
 * registered (after their commit), and by the sweep; the job id is deterministic, so calling it again
 * for the same part and sample adds nothing.
 */
@Injectable()
export class LabDispatch {
  private readonly logger = new Logger('Lab');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
  ) {}

  /**
   * The order's parts that are ready for the lab, queued; answers how many. Called after a commit, it
   * never fails the caller's request: what it could not queue, the lab sweep queues within a minute.
   */
  async sendReadyParts(orderId: string): Promise<number> {
    try {
      const ready: ReadyPart[] = await this.dataSource.query(`${READY_PARTS_SQL} AND ord.id = $1`, [orderId]);
      for (const part of ready) await this.enqueue(part);
      return ready.length;
    } catch (error) {
      this.logger.warn({ orderId, err: (error as Error).message }, 'could not queue the lab parts');
      return 0;
    }
  }

  /** Every ready part (the sweep), at most `limit`. */
  async readyParts(limit: number): Promise<ReadyPart[]> {
    return this.dataSource.query(`${READY_PARTS_SQL} ORDER BY part.id LIMIT $1`, [limit]);
  }

  /**
   * Adds the part's send job. A job of that id that failed (the lab down past every retry) is retried; one
   * that completed without sending (the part was not ready when it ran) is replaced. Answers what it did.
   */
  async enqueue(part: ReadyPart): Promise<'added' | 'retried' | 'pending'> {
    const jobId = labSendJobId(part.noiOrderId, part.sampleId);
    const existing = await this.queues.queue(LAB_QUEUE).getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'failed') {
        await existing.retry('failed');
        return 'retried';
      }
      if (state !== 'completed') return 'pending';
      await existing.remove();
    }
    await this.queues.enqueue(SendLabOrderJob, part, { jobId, ...LAB_SEND_JOB_OPTIONS });
    return 'added';
  }
}
