// Worker side of the billing queue: renders an issued invoice or storno once (renderPdfOnce) and mails it to the
// patient (BillingMailer).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { PdfRenderer } from '../documents/index.js';
import { BillingDocument } from './billing-document.entity.js';
import { type BillingMailResult, BillingMailer } from './billing-mailer.service.js';
import {
  MailBillingDocumentJob,
  type RenderBillingDocumentPayload,
  RenderBillingDocumentJob,
} from './billing.jobs.js';
import { invoiceDocument } from './invoice.template.js';
import { renderPdfOnce } from './render-pdf-once.js';

@Injectable()
export class BillingProcessor {
  constructor(
    @InjectRepository(BillingDocument) private readonly documents: Repository<BillingDocument>,
    private readonly renderer: PdfRenderer,
    private readonly mailer: BillingMailer,
  ) {}

  @JobHandler(MailBillingDocumentJob)
  mail(payload: RenderBillingDocumentPayload, job: Job): Promise<BillingMailResult> {
    return this.mailer.mail(payload.documentId, job);
  }

  @JobHandler(RenderBillingDocumentJob)
  render(payload: RenderBillingDocumentPayload, job: Job): Promise<void> {
    // Invoices are German documents whatever the viewer's language.
    return renderPdfOnce(this.documents, payload.documentId, job, (document) =>
      this.renderer.render(invoiceDocument('de', document)),
    );
  }
}
