// Worker side of an issued document's mail: the patient gets the invoice (or storno) as a PDF attachment.
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { IsNull, Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { MailService } from '../mail/index.js';
import { orderWithPatientAndPractice } from '../orders/index.js';
import { BillingDocument, BillingDocumentKind, BillingPdfStatus } from './billing-document.entity.js';

export type BillingMailResult = 'mailed' | 'already-mailed' | 'no-recipient' | 'gone' | 'render-failed';

/**
 * Mails a document once its PDF is stored: the job is queued with the issue, so it retries while the row is
 * not committed or the PDF not rendered yet. `mailed_at` is claimed before the mail is queued: a job run again
 * (or a second job for the same document) mails nothing.
 */
@Injectable()
export class BillingMailer {
  private readonly logger = new Logger('Billing');

  constructor(
    @InjectRepository(BillingDocument) private readonly documents: Repository<BillingDocument>,
    private readonly mails: MailService,
  ) {}

  async mail(documentId: string, job: Job): Promise<BillingMailResult> {
    const document = await this.documents.findOneBy({ id: documentId });
    if (!document) {
      // Not committed yet, or rolled back (then nothing was issued): give up quietly after the last try.
      if (isLastAttempt(job)) return 'gone';
      throw new Error(`billing document ${documentId} is not visible (yet)`);
    }
    if (document.mailed_at) return 'already-mailed';
    if (document.pdf_status === BillingPdfStatus.Failed) {
      this.logger.error({ documentId }, 'billing document not mailed: its PDF could not be rendered');
      return 'render-failed';
    }
    if (document.pdf_status !== BillingPdfStatus.Ready)
      throw new Error(`billing document ${documentId} is not rendered yet`);
    const order = await orderWithPatientAndPractice(this.documents.manager, document.order_id);
    const to = order?.order_email ?? order?.patient?.email;
    if (!order?.patient || !to) return 'no-recipient';
    const { pdf } = await this.documents
      .createQueryBuilder('doc')
      .select('doc.id')
      .addSelect('doc.pdf')
      .where('doc.id = :id', { id: documentId })
      .getOneOrFail();
    const claim = await this.documents.update(
      { id: documentId, mailed_at: IsNull() },
      { mailed_at: new Date() },
    );
    if (!claim.affected) return 'already-mailed';
    try {
      await this.mails.send({
        to,
        template: document.kind === BillingDocumentKind.Storno ? 'storno-issued' : 'invoice-issued',
        locale: order.patient.locale === 'en' ? 'en' : 'de',
        data: {
          name: `${order.patient.first_name} ${order.patient.last_name}`,
          orderNumber: document.order_number,
          number: document.number,
          ...(document.references_number ? { invoiceNumber: document.references_number } : {}),
        },
        attachments: [
          {
            filename: `${document.number}.pdf`,
            contentType: 'application/pdf',
            contentBase64: pdf!.toString('base64'),
          },
        ],
      });
    } catch (error) {
      // Nothing was queued: let the next attempt claim it again.
      await this.documents.update(documentId, { mailed_at: null });
      throw error;
    }
    return 'mailed';
  }
}
