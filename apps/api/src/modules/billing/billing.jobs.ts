import { defineJob } from '../../queue/job-definition.js';

export const BILLING_QUEUE = 'billing';

export interface RenderBillingDocumentPayload {
  documentId: string;
}

export const RenderBillingDocumentJob = defineJob<RenderBillingDocumentPayload>(
  BILLING_QUEUE,
  'billing.render',
);

export const BILLING_JOBS = [RenderBillingDocumentJob];

/** One render job per document however often it is asked for (issue, retry, a download that finds it queued). */
export const renderJobId = (documentId: string): string => `billing-render-${documentId}`;
