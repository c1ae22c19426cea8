import { EVENT_JOBS } from './events/index.js';
import { BILLING_JOBS } from './modules/billing/billing.jobs.js';
import { CREDIT_NOTE_JOBS } from './modules/credit-notes/credit-notes.jobs.js';
import { DOCUMENT_JOBS } from './modules/documents/documents.jobs.js';
import { FORMULA_JOBS } from './modules/formulas/formulas.jobs.js';
import { LAB_JOBS } from './modules/lab/lab.jobs.js';
import { MAIL_JOBS } from './modules/mail/mail.jobs.js';
import { PATIENT_PORTAL_JOBS } from './modules/patient-portal/data/patient-data.jobs.js';
import { PAYMENT_JOBS } from './modules/payments/payments.jobs.js';
import { SUBSCRIPTION_JOBS } from './modules/subscriptions/subscriptions.jobs.js';
import type { JobDefinition } from './queue/job-definition.js';

/**
 * Every area's jobs, in one list: the worker refuses to start when one of them has no handler, and
 * the API's metrics read the depth of each of their queues.
 */
export const ALL_JOBS: readonly JobDefinition[] = [
  ...EVENT_JOBS,
  ...MAIL_JOBS,
  ...DOCUMENT_JOBS,
  ...PAYMENT_JOBS,
  ...BILLING_JOBS,
  ...CREDIT_NOTE_JOBS,
  ...LAB_JOBS,
  ...FORMULA_JOBS,
  ...SUBSCRIPTION_JOBS,
  ...PATIENT_PORTAL_JOBS,
];

/** The queues those jobs run on, each once. */
export const ALL_QUEUES: readonly string[] = [...new Set(ALL_JOBS.map((job) => job.queue))];
