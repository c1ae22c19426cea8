import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { oncePerSlot } from '../../queue/once-per-slot.js';
import { PurgeExpiredDocumentsJob } from './documents.jobs.js';

const PURGE_EVERY_MS = 5 * 60 * 1000;

/** Worker only: enqueues the purge of expired documents; one job per slot however many workers run. */
@Injectable()
export class DocumentsSchedule {
  constructor(private readonly queues: QueueRegistry) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async purgeExpired(): Promise<void> {
    await this.queues.enqueue(PurgeExpiredDocumentsJob, {}, oncePerSlot('documents-purge', PURGE_EVERY_MS));
  }
}
