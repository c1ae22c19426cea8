import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ConfigModule } from '../src/config/config.module.js';
import { JobHandler } from '../src/queue/job-handler.decorator.js';
import { JobWorkerService } from '../src/queue/job-worker.service.js';
import { DOCUMENT_JOBS } from '../src/modules/documents/documents.jobs.js';
import { MAIL_JOBS, SendMailJob } from '../src/modules/mail/mail.jobs.js';
import { WORKER_JOBS } from '../src/queue/job-definition.js';
import { startTestWorker } from './helpers/worker.js';

@Injectable()
class DuplicateMailHandler {
  @JobHandler(SendMailJob)
  async first(): Promise<void> {}

  @JobHandler(SendMailJob)
  async second(): Promise<void> {}
}

// The worker's job list, as worker.module.ts gives it.
const jobs = { provide: WORKER_JOBS, useValue: [...MAIL_JOBS, ...DOCUMENT_JOBS] };

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
      'The worker cannot start: no handler for job(s) mail.send, documents.render, documents.purge-expired.',
    );
  });

  it('refuses to start when a job has two handlers', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerWithDuplicateHandlers] }).compile();
    await expect(moduleRef.init()).rejects.toThrow('Job "mail.send" has two handlers.');
  });

  // Alone, as in its own process: the entities its modules register must be complete
  // (in a file that also starts the HTTP app, the app's registrations would hide a gap).
  it('starts on its own and stops again', async () => {
    const worker = await startTestWorker();
    await worker.close();
  });
});
