import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ALL_ENTITIES } from './all-entities.js';
import { ALL_JOBS } from './all-jobs.js';
import { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { BillingWorkerModule } from './modules/billing/billing-worker.module.js';
import { ConsultingFeesCoreModule } from './modules/consulting-fees/consulting-fees-core.module.js';
import { CreditNotesWorkerModule } from './modules/credit-notes/credit-notes-worker.module.js';
import { DocumentsWorkerModule } from './modules/documents/documents-worker.module.js';
import { FormulasWorkerModule } from './modules/formulas/formulas-worker.module.js';
import { LabWorkerModule } from './modules/lab/lab-worker.module.js';
import { BloodResultsWriterModule } from './modules/results/blood-analysis/blood-results-writer.module.js';
import { DnaResultsWriterModule } from './modules/results/dna-analysis/dna-results-writer.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { PatientPortalWorkerModule } from './modules/patient-portal/patient-portal-worker.module.js';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module.js';
import { SubscriptionsWorkerModule } from './modules/subscriptions/subscriptions-worker.module.js';
import { WORKER_JOBS } from './queue/job-definition.js';
import { JobWorkerService } from './queue/job-worker.service.js';

/** The worker process: the same areas without HTTP, consuming the queues; schedules run only here. */
@Module({
  imports: [
    CoreModule,
    DiscoveryModule,
    ScheduleModule.forRootAsync({
      imports: [CoreModule],
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ cronJobs: config.schedulesEnabled }),
    }),
    MailModule,
    TypeOrmModule.forFeature(ALL_ENTITIES),
    DocumentsWorkerModule,
    PaymentsWorkerModule,
    BillingWorkerModule,
    ConsultingFeesCoreModule,
    CreditNotesWorkerModule,
    LabWorkerModule,
    BloodResultsWriterModule,
    DnaResultsWriterModule,
    FormulasWorkerModule,
    SubscriptionsWorkerModule,
    PatientPortalWorkerModule,
  ],
  // Every area's jobs: the worker refuses to start when one of them has no handler.
  providers: [
    JobWorkerService,
    {
      provide: WORKER_JOBS,
      useValue: ALL_JOBS,
    },
  ],
})
export class WorkerModule {}
