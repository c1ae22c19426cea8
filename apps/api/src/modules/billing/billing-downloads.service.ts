import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { type DocumentFile } from '../documents/index.js';
import { isOrderVisible, isPlacedOrderOfPatient } from '../orders/index.js';
import { BillingDocument, BillingDocumentKind, BillingPdfStatus } from './billing-document.entity.js';
import { BillingError } from './billing.errors.js';
import { InvoiceIssuer } from './invoice-issuer.service.js';

export const BILLING_PDF_WAIT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

/**
 * The stored PDF of an order's invoice or storno, for whoever sees the order (its patient's practice,
 * or an admin): 404 for another practice's order or when nothing was issued, 409 while the worker has
 * not rendered it yet. The bytes are the ones stored at issue, never rendered again.
 */
@Injectable()
export class BillingDownloads {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly issuer: InvoiceIssuer,
  ) {}

  async download(
    viewer: Viewer,
    orderId: string,
    kind: BillingDocumentKind,
    waitMs = BILLING_PDF_WAIT_MS,
  ): Promise<DocumentFile> {
    if (!(await isOrderVisible(this.dataSource.manager, viewer, orderId))) throw new NotFoundError('Order');
    return this.stored(orderId, kind, waitMs);
  }

  /**
   * The same PDF for the patient portal (issue 34): only of the patient's own placed orders; another patient's
   * order answers 404 like one that does not exist.
   */
  async downloadForPatient(
    patientId: string,
    orderId: string,
    kind: BillingDocumentKind,
    waitMs = BILLING_PDF_WAIT_MS,
  ): Promise<DocumentFile> {
    if (!(await isPlacedOrderOfPatient(this.dataSource.manager, patientId, orderId)))
      throw new NotFoundError('Order');
    return this.stored(orderId, kind, waitMs);
  }

  private async stored(orderId: string, kind: BillingDocumentKind, waitMs: number): Promise<DocumentFile> {
    const repository = this.dataSource.getRepository(BillingDocument);
    // An order has one invoice and one final invoice; of its stornos the one of the invoice (a final invoice's
    // storno is mailed with it, not offered here).
    const document =
      kind === BillingDocumentKind.Storno
        ? await repository
            .createQueryBuilder('doc')
            .innerJoin(
              BillingDocument,
              'invoice',
              'invoice.id = doc.references_document_id AND invoice.kind = :invoice',
              { invoice: BillingDocumentKind.Invoice },
            )
            .where('doc.order_id = :orderId AND doc.kind = :kind', { orderId, kind })
            .getOne()
        : await repository.findOneBy({ order_id: orderId, kind });
    if (!document) throw new AppError(ErrorCode.NotFound, BillingError.notIssued);
    // Right after a cancel the storno is still being rendered: wait a little rather than fail.
    const deadline = Date.now() + waitMs;
    let status = document.pdf_status;
    if (status !== BillingPdfStatus.Ready) await this.issuer.requestRender(document.id);
    while (status !== BillingPdfStatus.Ready && Date.now() < deadline) {
      await sleep(POLL_INTERVAL_MS);
      status = (await repository.findOneByOrFail({ id: document.id })).pdf_status;
    }
    if (status !== BillingPdfStatus.Ready) throw new AppError(ErrorCode.Conflict, BillingError.pdfNotReady);
    const { pdf } = await repository
      .createQueryBuilder('doc')
      .select('doc.id')
      .addSelect('doc.pdf')
      .where('doc.id = :id', { id: document.id })
      .getOneOrFail();
    return { fileName: `${document.number}.pdf`, contentType: 'application/pdf', bytes: pdf! };
  }
}
