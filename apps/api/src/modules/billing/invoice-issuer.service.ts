import { Injectable, Logger } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { type EntityManager } from 'typeorm';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { AuditService } from '../audit/index.js';
import { nextInSeries } from '../numbering/number-series.js';
import { PaymentStatus } from '@portal/shared-types';
import type { Order } from '../orders/order.entity.js';
import { taxLinesOf, type VatCode, type VatExemption } from '../shop/index.js';
import {
  BillingDocument,
  BillingDocumentKind,
  type BillingLine,
  type BillingParty,
  type BillingTaxLine,
} from './billing-document.entity.js';
import { MailBillingDocumentJob, mailJobId, RenderBillingDocumentJob, renderJobId } from './billing.jobs.js';
import { sellerOf } from './seller.js';
import { AppConfig } from '../../config/app-config.js';
import { DomainEvents } from '../../events/index.js';
import { RefundDue } from '../payments/index.js';

export enum BillingAuditEvent {
  InvoiceIssued = 'billing.invoice_issued',
  FinalInvoiceIssued = 'billing.final_invoice_issued',
  StornoIssued = 'billing.storno_issued',
  OrderCanceled = 'billing.order_canceled',
}

// RE: the invoice issued at payment (a prepayment invoice since issue 31), SR: the final invoice (Schlussrechnung).
const PREFIX: Record<BillingDocumentKind, string> = {
  [BillingDocumentKind.Invoice]: 'RE',
  [BillingDocumentKind.Storno]: 'ST',
  [BillingDocumentKind.FinalInvoice]: 'SR',
};

/** The calendar year in Germany: an invoice issued at 00:30 on 1 January (Berlin) belongs to the new year. */
const berlinYear = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(at);

interface ItemRow {
  name_de: string;
  quantity: number;
  vat_category: 'Analyses' | 'Supplements';
  vat_rate_bp: number;
  vat_code: VatCode;
  vat_exemption: VatExemption | null;
  original_price_cents: number;
  discount_cents: number;
  final_price_cents: number;
  tax_amount_cents: number;
}

/**
 * Issues invoices and stornos inside the caller's transaction, which must hold the order's row lock
 * (every payment and cancel write takes it first). The number comes from a gapless series in that same
 * transaction; a rollback gives it back. Rendering is handed to the worker with a deterministic job id.
 * Used by both processes: the payments area calls `issueInvoice` where an order's payment becomes Success.
 */
@Injectable()
export class InvoiceIssuer {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly queues: QueueRegistry,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  /**
   * The order's invoice; issued now unless it exists. Exactly one per order (unique index as the backstop).
   * Issued when the payment is recorded, before the service: a prepayment invoice (§ 14 Abs. 5 Satz 1 UStG; the
   * VAT arises on receipt, § 13 Abs. 1 Nr. 1 Buchst. a Satz 4 UStG), titled so and dated with the payment.
   */
  async issueInvoice(manager: EntityManager, order: Order): Promise<BillingDocument> {
    const existing = await this.invoiceOf(manager, order.id);
    if (existing) return existing;
    if (!order.order_number || !order.placed_at)
      throw new Error(`Order ${order.id} is a draft: it cannot be invoiced`);
    const items = await manager.query<ItemRow[]>(
      `SELECT s.name_de, i.quantity, i.vat_category, i.vat_rate_bp, i.vat_code, i.vat_exemption, i.original_price_cents,
              i.discount_cents, i.final_price_cents, i.tax_amount_cents
       FROM order_items i JOIN shop_items s ON s.id = i.resolved_item_id
       WHERE i.order_id = $1 ORDER BY i.position`,
      [order.id],
    );
    const lines: BillingLine[] = items.map((item) => ({
      name: item.name_de,
      quantity: item.quantity,
      vat_category: item.vat_category,
      vat_rate_bp: item.vat_rate_bp,
      vat_code: item.vat_code,
      vat_exemption: item.vat_exemption,
      original_cents: item.original_price_cents,
      discount_cents: item.discount_cents,
      gross_cents: item.final_price_cents,
      net_cents: item.final_price_cents - item.tax_amount_cents,
      tax_cents: item.tax_amount_cents,
    }));
    const taxLines: BillingTaxLine[] = taxLinesOf(items).map((tax) => ({
      ...tax,
      net_cents: tax.gross_cents - tax.tax_cents,
    }));
    const [discount] = order.discount_code_id
      ? await manager.query<{ code: string }[]>(`SELECT code FROM discount_codes WHERE id = $1`, [
          order.discount_code_id,
        ])
      : [];
    const gross = lines.reduce((sum, line) => sum + line.gross_cents, 0);
    const tax = lines.reduce((sum, line) => sum + line.tax_cents, 0);
    const now = new Date();
    const document = await this.insert(
      manager,
      {
        kind: BillingDocumentKind.Invoice,
        order_id: order.id,
        references_document_id: null,
        references_number: null,
        order_number: order.order_number,
        order_placed_at: order.placed_at,
        gross_cents: gross,
        net_cents: gross - tax,
        tax_cents: tax,
        original_cents: lines.reduce((sum, line) => sum + line.original_cents, 0),
        discount_cents: lines.reduce((sum, line) => sum + line.discount_cents, 0),
        discount_code: discount?.code ?? null,
        // Issued in the transaction that records the payment (or, for an order paid before invoices existed, at its
        // cancel or supply): the day of issue is the day the payment is on record.
        paid_at: now,
        supplied_at: null,
        prepaid_cents: null,
        lines,
        tax_lines: taxLines,
        seller: sellerOf(this.config.operator),
        buyer: await this.buyerOf(manager, order),
      },
      now,
    );
    await this.audit.record(
      {
        event: BillingAuditEvent.InvoiceIssued,
        subject: { type: 'order', id: order.id },
        details: { number: document.number, grossCents: gross },
      },
      manager,
    );
    return document;
  }

  /**
   * The final invoice (Schlussrechnung, § 14 Abs. 5 Satz 2 UStG) once the order is fully supplied: the whole supply
   * with its date, the prepayment invoice's lines (the order's lines are frozen, so they are the same), and the
   * prepayment with its VAT per rate deducted; nothing left to pay. Once per order (unique index as the backstop):
   * answers the existing one. Null when there is nothing to settle: the order is unpaid, or its prepayment
   * invoice was cancelled. An order paid before invoices existed gets its prepayment invoice first.
   */
  async issueFinalInvoice(
    manager: EntityManager,
    order: Order,
    suppliedAt: Date,
  ): Promise<BillingDocument | null> {
    const existing = await this.finalInvoiceOf(manager, order.id);
    if (existing) return existing;
    if (order.payment_status !== PaymentStatus.Success) return null;
    const invoice = await this.issueInvoice(manager, order);
    if (await this.stornoOf(manager, invoice.id)) return null;
    const document = await this.insert(manager, {
      kind: BillingDocumentKind.FinalInvoice,
      order_id: invoice.order_id,
      references_document_id: invoice.id,
      references_number: invoice.number,
      order_number: invoice.order_number,
      order_placed_at: invoice.order_placed_at,
      gross_cents: invoice.gross_cents,
      net_cents: invoice.net_cents,
      tax_cents: invoice.tax_cents,
      original_cents: invoice.original_cents,
      discount_cents: invoice.discount_cents,
      discount_code: invoice.discount_code,
      paid_at: invoice.paid_at ?? invoice.issued_at,
      supplied_at: suppliedAt,
      prepaid_cents: invoice.gross_cents,
      lines: invoice.lines,
      tax_lines: invoice.tax_lines,
      seller: sellerOf(this.config.operator),
      buyer: invoice.buyer,
    });
    await this.audit.record(
      {
        event: BillingAuditEvent.FinalInvoiceIssued,
        subject: { type: 'order', id: order.id },
        details: { number: document.number, prepaymentInvoice: invoice.number },
      },
      manager,
    );
    return document;
  }

  /**
   * The storno of an invoice or final invoice: a new number, its amounts negated, its number named.
   * Null when it already exists (a second cancel); the unique index on the reference is the backstop.
   */
  async issueStorno(manager: EntityManager, invoice: BillingDocument): Promise<BillingDocument | null> {
    if (await this.stornoOf(manager, invoice.id)) return null;
    const negate = <T extends object>(row: T, keys: (keyof T)[]): T => {
      const copy = { ...row };
      for (const key of keys) (copy[key] as number) = -(row[key] as number) || 0;
      return copy;
    };
    const document = await this.insert(manager, {
      kind: BillingDocumentKind.Storno,
      order_id: invoice.order_id,
      references_document_id: invoice.id,
      references_number: invoice.number,
      order_number: invoice.order_number,
      order_placed_at: invoice.order_placed_at,
      gross_cents: -invoice.gross_cents || 0,
      net_cents: -invoice.net_cents || 0,
      tax_cents: -invoice.tax_cents || 0,
      original_cents: -invoice.original_cents || 0,
      discount_cents: -invoice.discount_cents || 0,
      discount_code: invoice.discount_code,
      paid_at: null,
      supplied_at: invoice.supplied_at,
      prepaid_cents: invoice.prepaid_cents === null ? null : -invoice.prepaid_cents || 0,
      lines: invoice.lines.map((line) =>
        negate(line, ['original_cents', 'discount_cents', 'gross_cents', 'net_cents', 'tax_cents']),
      ),
      tax_lines: invoice.tax_lines.map((line) => negate(line, ['gross_cents', 'net_cents', 'tax_cents'])),
      // The storno names the same parties as the invoice it cancels.
      seller: invoice.seller,
      buyer: invoice.buyer,
    });
    await this.audit.record(
      {
        event: BillingAuditEvent.StornoIssued,
        subject: { type: 'order', id: invoice.order_id },
        details: { number: document.number, invoice: invoice.number },
      },
      manager,
    );
    // The prepayment invoice is what the patient paid: its storno is money to give back. A final invoice's storno
    // is bookkeeping only (its balance due was zero).
    if (invoice.kind === BillingDocumentKind.Invoice && invoice.gross_cents > 0)
      await this.events.publish(manager, RefundDue, {
        orderId: invoice.order_id,
        stornoId: document.id,
        stornoNumber: document.number,
        amountCents: invoice.gross_cents,
      });
    return document;
  }

  invoiceOf(manager: EntityManager, orderId: string): Promise<BillingDocument | null> {
    return manager.findOneBy(BillingDocument, { order_id: orderId, kind: BillingDocumentKind.Invoice });
  }

  finalInvoiceOf(manager: EntityManager, orderId: string): Promise<BillingDocument | null> {
    return manager.findOneBy(BillingDocument, { order_id: orderId, kind: BillingDocumentKind.FinalInvoice });
  }

  stornoOf(manager: EntityManager, documentId: string): Promise<BillingDocument | null> {
    return manager.findOneBy(BillingDocument, {
      references_document_id: documentId,
      kind: BillingDocumentKind.Storno,
    });
  }

  /**
   * A cancel after the final invoice (an admin's cancelInvoice; cancelOrder refuses a supplied order) refunds the
   * whole payment: the final invoice is cancelled first, then the prepayment invoice (docs/decisions/billing.md,
   * "Issue 31, point 3"). Answers the final invoice's storno, null when there is none to issue.
   */
  async stornoFinalInvoice(manager: EntityManager, orderId: string): Promise<BillingDocument | null> {
    const final = await this.finalInvoiceOf(manager, orderId);
    return final ? this.issueStorno(manager, final) : null;
  }

  /**
   * Asks the worker to render the document. Called inside the issuing transaction: the job may start
   * before the commit, so the worker retries while the row is not visible yet (billing.processor.ts).
   * Enqueueing twice is harmless: the job id is the document's.
   */
  async requestRender(documentId: string): Promise<void> {
    // Nothing is kept: asking again later (a download finding it queued) enqueues a fresh job.
    await this.enqueue(RenderBillingDocumentJob, documentId, 'render', {
      jobId: renderJobId(documentId),
      attempts: 6,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnFail: true,
    });
  }

  /**
   * Asks the worker to mail the document's PDF to the patient once it is rendered. Enqueued with the issue,
   * like the render (the job waits for the commit and for the PDF by retrying); once per document.
   */
  private requestMail(documentId: string): Promise<void> {
    // 2 s, 4 s … about 17 minutes in all: the render's retries end well before.
    return this.enqueue(MailBillingDocumentJob, documentId, 'mail', {
      jobId: mailJobId(documentId),
      attempts: 10,
      backoff: { type: 'exponential', delay: 2000 },
    });
  }

  /** The document is issued either way: a job that cannot be queued is logged (a download asks to render again). */
  private async enqueue(
    job: typeof RenderBillingDocumentJob,
    documentId: string,
    what: 'render' | 'mail',
    options: JobsOptions,
  ): Promise<void> {
    try {
      await this.queues.enqueue(job, { documentId }, { removeOnComplete: true, ...options });
    } catch (error) {
      this.logger.error({ documentId, err: error }, `could not enqueue the ${what} of a billing document`);
    }
  }

  private async insert(
    manager: EntityManager,
    data: Omit<
      BillingDocument,
      | 'id'
      | 'guid'
      | 'number'
      | 'issued_at'
      | 'pdf_status'
      | 'pdf'
      | 'pdf_sha256'
      | 'pdf_error'
      | 'rendered_at'
      | 'mailed_at'
      | 'created_at'
    >,
    issuedAt = new Date(),
  ): Promise<BillingDocument> {
    const year = berlinYear(issuedAt);
    const counter = await nextInSeries(manager, `${data.kind}:${year}`);
    const number = `${PREFIX[data.kind]}-${year}-${String(counter).padStart(5, '0')}`;
    const document = await manager.save(
      manager.create(BillingDocument, { ...data, number, issued_at: issuedAt }),
    );
    await this.requestRender(document.id);
    await this.requestMail(document.id);
    return document;
  }

  private async buyerOf(manager: EntityManager, order: Order): Promise<BillingParty> {
    const [patient] = await manager.query<
      { salutation: string; title: string | null; first_name: string; last_name: string }[]
    >(`SELECT salutation, title, first_name, last_name FROM patients WHERE id = $1`, [order.patient_id]);
    const [address] = await manager.query<
      { address: string; zip_code: string; city: string; state: string | null; country: string | null }[]
    >(
      `SELECT a.address, a.zip_code, a.city, a.state, c.name_de AS country
       FROM order_addresses a LEFT JOIN countries c ON c.id = a.country_id
       WHERE a.order_id = $1 ORDER BY (a.kind = 'billing') DESC LIMIT 1`,
      [order.id],
    );
    return {
      name: [patient?.title, patient?.first_name, patient?.last_name].filter(Boolean).join(' '),
      address: address?.address ?? '',
      zip_code: address?.zip_code ?? '',
      city: address?.city ?? '',
      state: address?.state ?? null,
      country: address?.country ?? '',
    };
  }
}
