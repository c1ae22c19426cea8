// Worker side of the billing queue: renders an issued invoice or storno once and stores the bytes and
// their SHA-256 on the document. The job is enqueued inside the issuing transaction, so the row may not
// be visible yet: then the job fails and is retried; after the last attempt it gives up quietly (the
// transaction rolled back, nothing was issued). A document that is already rendered is left alone.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { PdfRenderer } from '../documents/pdf-renderer.js';
import { BillingDocument, BillingPdfStatus } from './billing-document.entity.js';
import { type RenderBillingDocumentPayload, RenderBillingDocumentJob } from './billing.jobs.js';
import { invoiceDocument } from './invoice.template.js';

@Injectable()
export class BillingProcessor {
  constructor(
    @InjectRepository(BillingDocument) private readonly documents: Repository<BillingDocument>,
    private readonly renderer: PdfRenderer,
  ) {}

  @JobHandler(RenderBillingDocumentJob)
  async render(payload: RenderBillingDocumentPayload, job: Job): Promise<void> {
    const document = await this.documents.findOneBy({ id: payload.documentId });
    if (!document) {
      if (isLastAttempt(job)) return;
      throw new Error(`Billing document ${payload.documentId} is not visible (yet)`);
    }
    if (document.pdf_status === BillingPdfStatus.Ready) return;
    try {
      // Invoices are German documents whatever the viewer's language.
      const bytes = await this.renderer.render(invoiceDocument('de', document));
      // Written once: a concurrent render that finished first wins and this one changes nothing.
      await this.documents
        .createQueryBuilder()
        .update()
        .set({
          pdf: bytes,
          pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
          pdf_status: BillingPdfStatus.Ready,
          pdf_error: null,
          rendered_at: new Date(),
        })
        .where('id = :id AND pdf_status <> :ready', { id: document.id, ready: BillingPdfStatus.Ready })
        .execute();
    } catch (error) {
      await this.documents
        .createQueryBuilder()
        .update()
        .set({
          pdf_error: (error as Error).message.slice(0, 1000),
          ...(isLastAttempt(job) ? { pdf_status: BillingPdfStatus.Failed } : {}),
        })
        .where('id = :id AND pdf_status <> :ready', { id: document.id, ready: BillingPdfStatus.Ready })
        .execute();
      throw error;
    }
  }
}
