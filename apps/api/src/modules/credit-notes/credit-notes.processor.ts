// Worker side of the credit-notes queue: renders a generated credit note once and stores the bytes and
// their SHA-256 on the note. The job is enqueued after the generating transaction committed; a note that
// is not visible (yet) makes the job retry and, after the last attempt, give up quietly. A note that is
// already rendered is left alone.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { BillingPdfStatus } from '../billing/billing-document.entity.js';
import { PdfRenderer } from '../documents/pdf-renderer.js';
import { CreditNote } from './credit-note.entity.js';
import { creditNoteDocument } from './credit-note.template.js';
import { type RenderCreditNotePayload, RenderCreditNoteJob } from './credit-notes.jobs.js';

@Injectable()
export class CreditNotesProcessor {
  constructor(
    @InjectRepository(CreditNote) private readonly notes: Repository<CreditNote>,
    private readonly renderer: PdfRenderer,
  ) {}

  @JobHandler(RenderCreditNoteJob)
  async render(payload: RenderCreditNotePayload, job: Job): Promise<void> {
    const note = await this.notes.findOneBy({ id: payload.creditNoteId });
    if (!note) {
      if (isLastAttempt(job)) return;
      throw new Error(`Credit note ${payload.creditNoteId} is not visible (yet)`);
    }
    if (note.pdf_status === BillingPdfStatus.Ready) return;
    try {
      // A Gutschrift is a German tax document whatever the viewer's language.
      const bytes = await this.renderer.render(creditNoteDocument('de', note));
      // Written once: a concurrent render that finished first wins and this one changes nothing.
      await this.notes
        .createQueryBuilder()
        .update()
        .set({
          pdf: bytes,
          pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
          pdf_status: BillingPdfStatus.Ready,
          pdf_error: null,
          rendered_at: new Date(),
        })
        .where('id = :id AND pdf_status <> :ready', { id: note.id, ready: BillingPdfStatus.Ready })
        .execute();
    } catch (error) {
      await this.notes
        .createQueryBuilder()
        .update()
        .set({
          pdf_error: (error as Error).message.slice(0, 1000),
          ...(isLastAttempt(job) ? { pdf_status: BillingPdfStatus.Failed } : {}),
        })
        .where('id = :id AND pdf_status <> :ready', { id: note.id, ready: BillingPdfStatus.Ready })
        .execute();
      throw error;
    }
  }
}
