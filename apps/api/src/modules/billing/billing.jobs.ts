import { defineJob } from '../../queue/job-definition.js';

export const BILLING_QUEUE = 'billing';

export interface RenderBillingDocumentPayload {
  documentId: string;
}

export const RenderBillingDocumentJob = defineJob<RenderBillingDocumentPayload>(
  BILLING_QUEUE,
  'billing.render',
);

/** Mails an issued document's PDF to the patient once it is rendered (issue 30). */
export const MailBillingDocumentJob = defineJob<RenderBillingDocumentPayload>(BILLING_QUEUE, 'billing.mail');

export const BILLING_JOBS = [RenderBillingDocumentJob, MailBillingDocumentJob];

/** One render job per document however often it is asked for (issue, retry, a download that finds it queued). */
export const renderJobId = (documentId: string): string => `billing-render-${documentId}`;

/** One mail job per document: issuing it twice, or a retry, queues nothing more. */
export const mailJobId = (documentId: string): string => `billing-mail-${documentId}`;
