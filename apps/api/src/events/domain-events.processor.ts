import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobHandler } from '../queue/job-handler.decorator.js';
import { QueueRegistry } from '../queue/queue-registry.service.js';
import { oncePerSlot } from '../queue/once-per-slot.js';
import {
  type DeliverEventPayload,
  DeliverEventJob,
  deliverEventJobId,
  SweepEventsJob,
} from './domain-events.jobs.js';
import { DomainEvents } from './domain-events.service.js';

const SWEEP_EVERY_MS = 60 * 1000;
/** An event is swept once its publisher has had this long to deliver it after the commit. */
const SWEEP_AFTER_SECONDS = 60;
/** A delivery that failed every attempt is queued again in the next round of this length. */
const ROUND_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 500;
/** Delivered events are kept this long (for looking into a recent delivery), then purged by the sweep. */
const KEEP_DELIVERED_DAYS = 30;
const PURGE_BATCH = 5000;

/** Worker side of the events: the sweep once a minute and the queued deliveries. */
@Injectable()
export class DomainEventsProcessor {
  constructor(
    private readonly events: DomainEvents,
    private readonly queues: QueueRegistry,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async schedule(): Promise<void> {
    await this.queues.enqueue(SweepEventsJob, {}, oncePerSlot('events-sweep', SWEEP_EVERY_MS));
  }

  /** Queues a delivery of every event left open (answers how many) and purges old delivered ones. */
  @JobHandler(SweepEventsJob)
  async sweep(): Promise<number> {
    await this.events.purgeDelivered(KEEP_DELIVERED_DAYS, PURGE_BATCH);
    const open = await this.events.undelivered(SWEEP_AFTER_SECONDS, SWEEP_BATCH);
    const round = Math.floor(Date.now() / ROUND_MS);
    await this.queues.enqueueMany(
      DeliverEventJob,
      open.map((eventId) => ({
        payload: { eventId },
        options: { jobId: deliverEventJobId(eventId, round) },
      })),
    );
    return open.length;
  }

  @JobHandler(DeliverEventJob)
  async deliver({ eventId }: DeliverEventPayload): Promise<void> {
    // Thrown, the job is retried with backoff; a listener that keeps failing is tried again next round.
    if (!(await this.events.deliver(eventId))) throw new Error(`Event ${eventId} has listeners that failed.`);
  }
}
