// Worker side of the credit-notes queue: renders a generated credit note once (renderPdfOnce) as a hybrid
// e-invoice, the PDF with the note's issued XML embedded, then mails it to the doctor once (CreditNoteMailer).
// The job is enqueued after the generating transaction committed.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { renderPdfOnce } from '../billing/index.js';
import { PdfRenderer } from '../documents/index.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNoteMailer } from './credit-note-mailer.service.js';
import { creditNoteDocument } from './credit-note.template.js';
import { creditNoteFacturX } from './credit-note-xml.js';
import { type RenderCreditNotePayload, RenderCreditNoteJob } from './credit-notes.jobs.js';

@Injectable()
export class CreditNotesProcessor {
  constructor(
    @InjectRepository(CreditNote) private readonly notes: Repository<CreditNote>,
    private readonly renderer: PdfRenderer,
    private readonly mailer: CreditNoteMailer,
  ) {}

  @JobHandler(RenderCreditNoteJob)
  async render(payload: RenderCreditNotePayload, job: Job): Promise<void> {
    // A Gutschrift is a German tax document whatever the viewer's language.
    await renderPdfOnce(this.notes, payload.creditNoteId, job, async (note) => {
      const pdf = await this.renderer.render(creditNoteDocument('de', note));
      return creditNoteFacturX({ ...note, xml: await this.xmlOf(note.id) }, pdf);
    });
    await this.mailer.mail(payload.creditNoteId);
  }

  private async xmlOf(id: string): Promise<string> {
    const { xml } = await this.notes
      .createQueryBuilder('note')
      .select('note.id')
      .addSelect('note.xml')
      .where('note.id = :id', { id })
      .getOneOrFail();
    return xml;
  }
}
