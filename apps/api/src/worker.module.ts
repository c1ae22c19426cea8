import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { CoreModule } from './core.module.js';
import { BILLING_JOBS } from './modules/billing/billing.jobs.js';
import { BillingWorkerModule } from './modules/billing/billing-worker.module.js';
import { CREDIT_NOTE_JOBS } from './modules/credit-notes/credit-notes.jobs.js';
import { CreditNotesWorkerModule } from './modules/credit-notes/credit-notes-worker.module.js';
import { DOCUMENT_JOBS } from './modules/documents/documents.jobs.js';
import { DocumentsWorkerModule } from './modules/documents/documents-worker.module.js';
import { FORMULA_JOBS } from './modules/formulas/formulas.jobs.js';
import { FormulasWorkerModule } from './modules/formulas/formulas-worker.module.js';
import { LAB_JOBS } from './modules/lab/lab.jobs.js';
import { LabWorkerModule } from './modules/lab/lab-worker.module.js';
import { MAIL_JOBS } from './modules/mail/mail.jobs.js';
import { MailModule } from './modules/mail/mail.module.js';
import { PAYMENT_JOBS } from './modules/payments/payments.jobs.js';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module.js';
import { SubscriptionsWorkerModule } from './modules/subscriptions/subscriptions-worker.module.js';
import { SUBSCRIPTION_JOBS } from './modules/subscriptions/subscriptions.jobs.js';
import { WORKER_JOBS } from './queue/job-definition.js';
import { JobWorkerService } from './queue/job-worker.service.js';

/** The worker process: the same areas without HTTP, consuming the queues; schedules run only here. */
@Module({
  imports: [
    CoreModule,
    DiscoveryModule,
    ScheduleModule.forRoot(),
    MailModule,
    DocumentsWorkerModule,
    PaymentsWorkerModule,
    BillingWorkerModule,
    CreditNotesWorkerModule,
    LabWorkerModule,
    FormulasWorkerModule,
    SubscriptionsWorkerModule,
  ],
  // Every area's jobs: the worker refuses to start when one of them has no handler.
  providers: [
    JobWorkerService,
    {
      provide: WORKER_JOBS,
      useValue: [
        ...MAIL_JOBS,
        ...DOCUMENT_JOBS,
        ...PAYMENT_JOBS,
        ...BILLING_JOBS,
        ...CREDIT_NOTE_JOBS,
        ...LAB_JOBS,
        ...FORMULA_JOBS,
        ...SUBSCRIPTION_JOBS,
      ],
    },
  ],
})
export class WorkerModule {}
