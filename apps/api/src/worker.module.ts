import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { CoreModule } from './core.module.js';
import { DocumentsWorkerModule } from './modules/documents/documents-worker.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { JobWorkerService } from './queue/job-worker.service.js';

/** The worker process: the same areas without HTTP, consuming the queues; schedules run only here. */
@Module({
  imports: [CoreModule, DiscoveryModule, ScheduleModule.forRoot(), MailModule, DocumentsWorkerModule],
  providers: [JobWorkerService],
})
export class WorkerModule {}
