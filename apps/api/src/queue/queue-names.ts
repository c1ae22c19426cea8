import type {
  PurgeExpiredDocumentsPayload,
  RenderDocumentPayload,
} from '../modules/documents/documents.processor.js';
import type { SendMailPayload } from '../modules/mail/mail.processor.js';

// Every queue and every job of the system. A job's payload type sits beside its handler and is
// listed here so that enqueueing is type-checked. The worker refuses to start when a job has no handler.
export enum QueueName {
  Mail = 'mail',
  // The formula job itself comes with the formulas area; patients already read its state.
  Formulas = 'formulas',
  Documents = 'documents',
}

export enum JobName {
  SendMail = 'mail.send',
  RenderDocument = 'documents.render',
  PurgeExpiredDocuments = 'documents.purge-expired',
}

export const queueOfJob: Record<JobName, QueueName> = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.RenderDocument]: QueueName.Documents,
  [JobName.PurgeExpiredDocuments]: QueueName.Documents,
};

export interface JobPayloads {
  [JobName.SendMail]: SendMailPayload;
  [JobName.RenderDocument]: RenderDocumentPayload;
  [JobName.PurgeExpiredDocuments]: PurgeExpiredDocumentsPayload;
}
