import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { SweepLabJob } from './lab.jobs.js';

const SWEEP_EVERY_MS = 60 * 1000;

/** Worker only: enqueues the lab sweep; one job per minute however many workers run. */
@Injectable()
export class LabSchedule {
  constructor(private readonly queues: QueueRegistry) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async sweep(): Promise<void> {
    const slot = Math.floor(Date.now() / SWEEP_EVERY_MS);
    await this.queues.enqueue(
      SweepLabJob,
      {},
      {
        jobId: `lab-sweep-${slot}`,
        attempts: 1,
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 3600 },
      },
    );
  }
}
