import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ConfigModule } from '../src/config/config.module.js';
import { JobHandler } from '../src/queue/job-handler.decorator.js';
import { JobWorkerService } from '../src/queue/job-worker.service.js';
import { JobName } from '../src/queue/queue-names.js';
import { startTestWorker } from './helpers/worker.js';

@Injectable()
class DuplicateMailHandler {
  @JobHandler(JobName.SendMail)
  async first(): Promise<void> {}

  @JobHandler(JobName.SendMail)
  async second(): Promise<void> {}
}

@Module({ imports: [ConfigModule, DiscoveryModule], providers: [JobWorkerService] })
class WorkerWithoutHandlers {}

@Module({ imports: [ConfigModule, DiscoveryModule], providers: [JobWorkerService, DuplicateMailHandler] })
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
