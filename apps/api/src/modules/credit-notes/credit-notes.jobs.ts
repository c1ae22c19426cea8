import { defineJob } from '../../queue/job-definition.js';

export const CREDIT_NOTES_QUEUE = 'credit-notes';

export interface RenderCreditNotePayload {
  creditNoteId: string;
}

export const RenderCreditNoteJob = defineJob<RenderCreditNotePayload>(
  CREDIT_NOTES_QUEUE,
  'credit-notes.render',
);

export const CREDIT_NOTE_JOBS = [RenderCreditNoteJob];

/** One render job per credit note however often it is asked for (generation, a download that finds it queued). */
export const renderCreditNoteJobId = (creditNoteId: string): string => `credit-note-render-${creditNoteId}`;
