import type { EntityManager } from 'typeorm';
import { BillingDocument, BillingDocumentKind } from './billing-document.entity.js';

/** Which of the downloadable documents an order has (the ones BillingDownloads serves). */
export interface OrderBillingDocuments {
  invoice: boolean;
  finalInvoice: boolean;
  /** The invoice's storno (a final invoice's storno is mailed with it, not offered: billing-downloads.service). */
  storno: boolean;
}

/** The documents of each order, in one statement for any number of orders. */
export async function billingDocumentsOfOrders(
  manager: EntityManager,
  orderIds: readonly string[],
): Promise<Map<string, OrderBillingDocuments>> {
  const documents = new Map<string, OrderBillingDocuments>(
    orderIds.map((id) => [id, { invoice: false, finalInvoice: false, storno: false }]),
  );
  if (!orderIds.length) return documents;
  const rows = await manager
    .getRepository(BillingDocument)
    .createQueryBuilder('doc')
    .leftJoin(BillingDocument, 'ref', 'ref.id = doc.references_document_id')
    .select('doc.order_id', 'order_id')
    .addSelect('doc.kind', 'kind')
    .addSelect('ref.kind', 'ref_kind')
    .where('doc.order_id IN (:...ids)', { ids: [...orderIds] })
    .getRawMany<{ order_id: string; kind: BillingDocumentKind; ref_kind: BillingDocumentKind | null }>();
  for (const row of rows) {
    const entry = documents.get(String(row.order_id));
    if (!entry) continue;
    if (row.kind === BillingDocumentKind.Invoice) entry.invoice = true;
    if (row.kind === BillingDocumentKind.FinalInvoice) entry.finalInvoice = true;
    if (row.kind === BillingDocumentKind.Storno && row.ref_kind === BillingDocumentKind.Invoice)
      entry.storno = true;
  }
  return documents;
}
