import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Order } from '../orders/order.entity.js';
import type { VatCode, VatExemption } from '../shop/index.js';

/**
 * `invoice` is the invoice issued at payment: since issue 31 a prepayment invoice (Anzahlungsrechnung, § 14 Abs. 5
 * Satz 1 UStG); `final_invoice` the final invoice (Schlussrechnung, § 14 Abs. 5 Satz 2 UStG) issued once the order is
 * fully supplied, deducting it; `storno` cancels either.
 */
export enum BillingDocumentKind {
  Invoice = 'invoice',
  Storno = 'storno',
  FinalInvoice = 'final_invoice',
}

export enum BillingPdfStatus {
  Queued = 'queued',
  Ready = 'ready',
  Failed = 'failed',
}

/** One priced line as printed; a storno carries the invoice's lines negated. */
export interface BillingLine {
  name: string;
  quantity: number;
  vat_category: 'Analyses' | 'Supplements';
  vat_rate_bp: number;
  /** EN 16931 VAT category code and exemption note (issue 31); absent on documents issued before: S. */
  vat_code?: VatCode;
  vat_exemption?: VatExemption | null;
  original_cents: number;
  discount_cents: number;
  gross_cents: number;
  net_cents: number;
  tax_cents: number;
}

/** The VAT of one category and rate. */
export interface BillingTaxLine {
  category: 'Analyses' | 'Supplements';
  rate_bp: number;
  vat_code?: VatCode;
  vat_exemption?: VatExemption | null;
  gross_cents: number;
  net_cents: number;
  tax_cents: number;
}

export interface BillingParty {
  name: string;
  address: string;
  zip_code: string;
  city: string;
  state: string | null;
  country: string;
  vat_id?: string | null;
  tax_number?: string | null;
  register?: string | null;
  /** A company seller's managing directors (§ 35a Abs. 1 GmbHG); absent on documents issued before. */
  managing_directors?: string[] | null;
  /** The seller's bank account (issue 31); absent on documents issued before. */
  iban?: string | null;
  bic?: string | null;
  bank_name?: string | null;
}

/**
 * An issued invoice or storno (commerce design §4): everything printed is a snapshot taken when it was
 * issued, so the document never changes after the order, the catalogue or the practice did. The PDF is
 * rendered once by the worker and its bytes are served forever; nothing else is ever updated.
 */
@Entity({ name: 'billing_documents' })
// One invoice and one final invoice per order, one storno per document: a second issue or a racing cancel fails here.
@Index('billing_documents_one_invoice_per_order', ['order_id'], {
  unique: true,
  where: `"kind" = 'invoice'`,
})
@Index('billing_documents_one_final_invoice_per_order', ['order_id'], {
  unique: true,
  where: `"kind" = 'final_invoice'`,
})
@Index('billing_documents_one_storno_per_invoice', ['references_document_id'], {
  unique: true,
  where: `"kind" = 'storno'`,
})
@Index('billing_documents_order_index', ['order_id', 'kind'])
export class BillingDocument {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('billing_documents_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  @Column({ type: 'enum', enum: BillingDocumentKind, enumName: 'billing_document_kind' })
  kind: BillingDocumentKind;

  /** RE-2026-00001 or ST-2026-00001, from a gapless series per kind and year. */
  @Index('billing_documents_number_unique', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  number: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** The document a storno cancels; the prepayment invoice a final invoice deducts. */
  @Column({ type: 'bigint', nullable: true })
  references_document_id: string | null;

  @ManyToOne(() => BillingDocument, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'references_document_id' })
  references?: BillingDocument | null;

  /** That document's number, printed on the storno or the final invoice. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  references_number: string | null;

  @Column({ type: 'timestamptz' })
  issued_at: Date;

  /** The order number and when it was placed (the date of the supply it bills). */
  @Column({ type: 'varchar', length: 32 })
  order_number: string;

  @Column({ type: 'timestamptz' })
  order_placed_at: Date;

  @Column({ type: 'integer' })
  gross_cents: number;

  @Column({ type: 'integer' })
  net_cents: number;

  @Column({ type: 'integer' })
  tax_cents: number;

  @Column({ type: 'integer' })
  original_cents: number;

  @Column({ type: 'integer' })
  discount_cents: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  discount_code: string | null;

  /**
   * When the payment was received (issue 31): on a prepayment invoice the day it was issued (it is issued in the
   * transaction that records the payment); on a final invoice the prepayment's, for its deduction. Null on
   * invoices issued before issue 31 and on stornos.
   */
  @Column({ type: 'timestamptz', nullable: true })
  paid_at: Date | null;

  /** A final invoice's date of supply: the order fully supplied (results ready, supplements shipped). */
  @Column({ type: 'timestamptz', nullable: true })
  supplied_at: Date | null;

  /** A final invoice's deducted prepayment (gross cents; its VAT per rate is `tax_lines`, the same order lines). */
  @Column({ type: 'integer', nullable: true })
  prepaid_cents: number | null;

  @Column({ type: 'jsonb' })
  lines: BillingLine[];

  @Column({ type: 'jsonb' })
  tax_lines: BillingTaxLine[];

  @Column({ type: 'jsonb' })
  seller: BillingParty;

  /** The patient and the order's billing address. */
  @Column({ type: 'jsonb' })
  buyer: BillingParty;

  @Column({
    type: 'enum',
    enum: BillingPdfStatus,
    enumName: 'billing_pdf_status',
    default: BillingPdfStatus.Queued,
  })
  pdf_status: BillingPdfStatus;

  @Column({ type: 'bytea', nullable: true, select: false })
  pdf: Buffer | null;

  @Column({ type: 'char', length: 64, nullable: true })
  pdf_sha256: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  pdf_error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  rendered_at: Date | null;

  /**
   * When the PDF was handed to the mail queue for the patient (issue 30): claimed before the mail is queued,
   * so a job run again mails nothing. Null for documents issued before mailing existed, and never mailed.
   */
  @Column({ type: 'timestamptz', nullable: true })
  mailed_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
