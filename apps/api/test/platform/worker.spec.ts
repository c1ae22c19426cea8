import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ConfigModule } from '../../src/config/config.module.js';
import { JobHandler } from '../../src/queue/job-handler.decorator.js';
import { JobWorkerService } from '../../src/queue/job-worker.service.js';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Queue } from 'bullmq';
import { DOCUMENT_JOBS, DOCUMENTS_QUEUE } from '../../src/modules/documents/documents.jobs.js';
import { MAIL_JOBS, MAIL_QUEUE, SendMailJob } from '../../src/modules/mail/mail.jobs.js';
import { PATIENT_PORTAL_QUEUE } from '../../src/modules/patient-portal/data/patient-data.jobs.js';
import { PAYMENT_JOBS, PAYMENTS_QUEUE } from '../../src/modules/payments/payments.jobs.js';
import { redisConnection } from '../../src/queue/redis-connection.js';
import { WORKER_JOBS } from '../../src/queue/job-definition.js';
import { startTestWorker } from '../helpers/worker.js';

@Injectable()
class DuplicateMailHandler {
  @JobHandler(SendMailJob)
  async first(): Promise<void> {}

  @JobHandler(SendMailJob)
  async second(): Promise<void> {}
}

// The worker's job list, as worker.module.ts gives it.
const jobs = { provide: WORKER_JOBS, useValue: [...MAIL_JOBS, ...DOCUMENT_JOBS, ...PAYMENT_JOBS] };

@Module({ imports: [ConfigModule, DiscoveryModule], providers: [JobWorkerService, jobs] })
class WorkerWithoutHandlers {}

@Module({
  imports: [ConfigModule, DiscoveryModule],
  providers: [JobWorkerService, jobs, DuplicateMailHandler],
})
class WorkerWithDuplicateHandlers {}

describe('worker start-up', () => {
  it('refuses to start when a job has no handler', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerWithoutHandlers] }).compile();
    await expect(moduleRef.init()).rejects.toThrow(
      'The worker cannot start: no handler for job(s) mail.send, documents.render, documents.purge-expired, payments.process-event, payments.send-link-mail, payments.sweep, payments.request-refund.',
    );
  });

  it('refuses to start when a job has two handlers', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerWithDuplicateHandlers] }).compile();
    await expect(moduleRef.init()).rejects.toThrow('Job "mail.send" has two handlers.');
  });

  // Alone, as in its own process: the entities its modules register must be complete
  // (in a file that also starts the HTTP app, the app's registrations would hide a gap).
  it('starts on its own, consumes the queue of every job, and lets go of them when it stops', async () => {
    // A prefix of its own, so that only this worker is counted.
    const prefix = `worker-spec-${process.pid}-${Date.now()}`;
    const queues = [MAIL_QUEUE, DOCUMENTS_QUEUE, PAYMENTS_QUEUE, PATIENT_PORTAL_QUEUE].map(
      (name) =>
        new Queue(name, {
          connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
          prefix,
        }),
    );
    try {
      const counts = () => Promise.all(queues.map((queue) => queue.getWorkersCount()));
      const worker = await startTestWorker({ REDIS_PREFIX: prefix });
      // BullMQ workers connect in the background: wait up to 5 s for all of them to register.
      for (let tries = 0; tries < 50 && (await counts()).some((count) => count === 0); tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await counts()).toEqual([1, 1, 1, 1]);
      await worker.close();
      expect(await counts()).toEqual([0, 0, 0, 0]);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  });
});

describe('the worker’s timed sweeps (lab, payments, subscriptions, documents, domain events, data exports)', () => {
  it.each([
    ['true', 6],
    ['false', 0],
  ])('SCHEDULES_ENABLED=%s registers %d cron jobs', async (enabled, count) => {
    const worker = await startTestWorker({ SCHEDULES_ENABLED: enabled });
    try {
      expect(worker.get(SchedulerRegistry).getCronJobs().size).toBe(count);
    } finally {
      await worker.close();
    }
  });
});
