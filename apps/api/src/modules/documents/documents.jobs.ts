import { defineJob } from '../../queue/job-definition.js';
import type { PurgeExpiredDocumentsPayload, RenderDocumentPayload } from './documents.processor.js';

export const DOCUMENTS_QUEUE = 'documents';

export const RenderDocumentJob = defineJob<RenderDocumentPayload>(DOCUMENTS_QUEUE, 'documents.render');
export const PurgeExpiredDocumentsJob = defineJob<PurgeExpiredDocumentsPayload>(
  DOCUMENTS_QUEUE,
  'documents.purge-expired',
);

export const DOCUMENT_JOBS = [RenderDocumentJob, PurgeExpiredDocumentsJob];
