import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { oncePerSlot } from '../../../queue/once-per-slot.js';
import { SweepSubscriptionsJob } from '../subscriptions.jobs.js';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Worker only: enqueues the subscription sweep; one job per slot however many workers run. */
@Injectable()
export class SubscriptionsSchedule {
  constructor(private readonly queues: QueueRegistry) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async sweep(): Promise<void> {
    await this.queues.enqueue(SweepSubscriptionsJob, {}, oncePerSlot('subscriptions-sweep', SWEEP_EVERY_MS));
  }
}
