import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros } from '@portal/shared-types';
import { DataSource, In } from 'typeorm';
import { groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { BillingDocument, BillingDocumentKind, BillingPdfStatus } from './billing-document.entity.js';
import {
  type FinalInvoiceView,
  BillingPdfState,
  InvoiceStatus,
  type InvoiceView,
  type StornoView,
} from './billing.types.js';

const PDF_STATE: Record<BillingPdfStatus, BillingPdfState> = {
  [BillingPdfStatus.Queued]: BillingPdfState.Queued,
  [BillingPdfStatus.Ready]: BillingPdfState.Ready,
  [BillingPdfStatus.Failed]: BillingPdfState.Failed,
};

export interface OrderBilling {
  invoice: BillingDocument | null;
  /** The storno of the invoice. */
  storno: BillingDocument | null;
  finalInvoice: BillingDocument | null;
  finalStorno: BillingDocument | null;
}

/** An order's invoice and storno, batched: a page of orders costs one statement. Callers check access to the order. */
@Injectable()
export class BillingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofOrder(loaders: LoaderRegistry, orderId: string): Promise<OrderBilling> {
    return loaders
      .get<string, OrderBilling>('orderBilling', async (ids) => {
        const rows = await this.dataSource.getRepository(BillingDocument).find({
          where: { order_id: In([...ids]) },
          order: { id: 'ASC' },
        });
        return groupByKeys(ids, rows, (row) => row.order_id).map(billingOf);
      })
      .load(orderId);
  }
}

export function billingOf(rows: BillingDocument[]): OrderBilling {
  const invoice = rows.find((row) => row.kind === BillingDocumentKind.Invoice) ?? null;
  const finalInvoice = rows.find((row) => row.kind === BillingDocumentKind.FinalInvoice) ?? null;
  const stornoOf = (document: BillingDocument | null) =>
    (document &&
      rows.find(
        (row) => row.kind === BillingDocumentKind.Storno && row.references_document_id === document.id,
      )) ??
    null;
  return { invoice, storno: stornoOf(invoice), finalInvoice, finalStorno: stornoOf(finalInvoice) };
}

/** The fields every billing document's view shares. */
const documentFields = (document: BillingDocument) => ({
  id: document.id,
  guid: document.guid,
  number: document.number,
  issued_at: document.issued_at,
  pdfStatus: PDF_STATE[document.pdf_status],
});

export function invoiceView({ invoice, storno }: OrderBilling): InvoiceView | null {
  if (!invoice) return null;
  return {
    ...documentFields(invoice),
    status: storno ? InvoiceStatus.Canceled : InvoiceStatus.Issued,
    isCancelable: !storno,
    total_price: centsToEuros(invoice.gross_cents),
  };
}

export function stornoView({ storno }: OrderBilling): StornoView | null {
  if (!storno) return null;
  return {
    ...documentFields(storno),
    invoice_number: storno.references_number ?? '',
    total_price: centsToEuros(storno.gross_cents),
  };
}

export function finalInvoiceView({ finalInvoice, finalStorno }: OrderBilling): FinalInvoiceView | null {
  if (!finalInvoice) return null;
  return {
    ...documentFields(finalInvoice),
    status: finalStorno ? InvoiceStatus.Canceled : InvoiceStatus.Issued,
    invoice_number: finalInvoice.references_number ?? '',
    supplied_at: finalInvoice.supplied_at ?? finalInvoice.issued_at,
    total_price: centsToEuros(finalInvoice.gross_cents),
  };
}
