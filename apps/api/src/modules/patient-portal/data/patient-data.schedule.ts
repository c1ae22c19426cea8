import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { oncePerSlot } from '../../../queue/once-per-slot.js';
import { PurgePatientDataExportsJob } from './patient-data.jobs.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Worker only: enqueues the purge of expired data exports, one job per hour however many workers run. */
@Injectable()
export class PatientDataSchedule {
  constructor(private readonly queues: QueueRegistry) {}

  @Cron(CronExpression.EVERY_HOUR)
  async purgeExpired(): Promise<void> {
    await this.queues.enqueue(
      PurgePatientDataExportsJob,
      {},
      oncePerSlot('patient-data-exports-purge', PURGE_EVERY_MS),
    );
  }
}
