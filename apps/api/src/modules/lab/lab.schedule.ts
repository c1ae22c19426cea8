import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { oncePerSlot } from '../../queue/once-per-slot.js';
import { SweepLabJob } from './lab.jobs.js';

const SWEEP_EVERY_MS = 60 * 1000;

/** Worker only: enqueues the lab sweep; one job per minute however many workers run. */
@Injectable()
export class LabSchedule {
  constructor(private readonly queues: QueueRegistry) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async sweep(): Promise<void> {
    await this.queues.enqueue(SweepLabJob, {}, oncePerSlot('lab-sweep', SWEEP_EVERY_MS));
  }
}
