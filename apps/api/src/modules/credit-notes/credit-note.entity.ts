import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type BillingParty, BillingPdfStatus } from '../billing/index.js';
import type { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import type { PracticeTaxStatus } from '../medical-centers/index.js';
import type { Doctor } from '../users/entities/doctor.entity.js';
import type { User } from '../users/entities/user.entity.js';

/**
 * One fee as printed on the credit note: the order, its date and the patient's initials only. A correction
 * line (issue 31, point 4) takes back a fee of an earlier note whose order was cancelled afterwards: its
 * `fee_id` is the correction's (consulting_fee_corrections), its amount negative, `corrects` names the note.
 */
export interface CreditNoteLine {
  fee_id: string;
  order_number: string;
  order_date: string;
  patient_initials: string;
  amount_cents: number;
  corrects?: { credit_note_number: string } | null;
}

/**
 * How VAT is treated on the note: since issue 31 it follows from the practice's stated tax status
 * (credit-note-treatment.ts); notes generated before were decided from the practice's VAT id.
 */
export enum CreditNoteVatTreatment {
  /** Kleinunternehmer, § 19 UStG: no VAT shown. */
  SmallBusiness = 'small_business',
  /** A German VAT payer: the fee is the gross amount and includes 19 % VAT. */
  Regular = 'regular',
  /** A business abroad (Austria): the recipient (we) owes the VAT, § 13b UStG; category AE. */
  ReverseCharge = 'reverse_charge',
}

export interface CreditNoteAddress {
  address: string;
  zip_code: string;
  city: string;
  country: string;
  country_code: string;
}

/**
 * The doctor's practice as the supplier it is paid for: its billing address when it has one (then
 * `office_address` holds the office), else the office address.
 */
export interface CreditNoteRecipient extends BillingParty {
  country_code: string;
  office_address: CreditNoteAddress | null;
  email: string | null;
  accounting_code: string;
  doctor_name: string;
  vat_treatment: CreditNoteVatTreatment;
  iban: string | null;
  account_holder: string | null;
  /** The stated tax status (issue 31); notes generated before lack it. */
  tax_status?: PracticeTaxStatus | null;
  /** The practice's Steuernummer (issue 31); notes generated before lack it. */
  tax_number?: string | null;
}

/**
 * A self-billing credit note (Gutschrift, §14 Abs. 2 S. 5 UStG) to a doctor's practice: it collects the
 * practice's open consulting fees once. Everything printed is a snapshot taken when it was generated; the
 * PDF is rendered once by the worker, the EN 16931 CII XML is written in the generating transaction. Only
 * the payment (`paid_at`) and the rendering columns change afterwards.
 */
@Entity({ name: 'credit_notes' })
@Check('credit_notes_amount_positive', '"amount_cents" > 0')
@Index('credit_notes_generated_index', ['generated_at', 'id'])
// The admins' work queue: credit notes not paid yet.
@Index('credit_notes_unpaid_index', ['id'], { where: '"paid_at" IS NULL' })
export class CreditNote {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('credit_notes_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  /** GS-2026-000001, from the gapless series `credit_note:<year>`. */
  @Index('credit_notes_number_unique', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  number: string;

  @Index('credit_notes_doctor_index')
  @Column({ type: 'bigint' })
  doctor_id: string;

  @ManyToOne('Doctor', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'doctor_id' })
  doctor?: Doctor;

  /** The doctor's user (CreditNote.doctor). */
  @Column({ type: 'bigint' })
  user_id: string;

  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('credit_notes_center_index')
  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne('MedicalCenter', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  /** The sum of its fees: what is paid out. */
  @Column({ type: 'integer' })
  amount_cents: number;

  /** Net and VAT of that amount (VAT 0 for a Kleinunternehmer). */
  @Column({ type: 'integer' })
  net_cents: number;

  @Column({ type: 'integer' })
  tax_cents: number;

  @Column({ type: 'integer' })
  vat_rate_bp: number;

  @Column({ type: 'jsonb' })
  lines: CreditNoteLine[];

  /** Us: we issue the note on the doctor's behalf and receive the supply. */
  @Column({ type: 'jsonb' })
  issuer: BillingParty & { email?: string | null };

  @Column({ type: 'jsonb' })
  recipient: CreditNoteRecipient;

  /** The issue date. */
  @Column({ type: 'timestamptz' })
  generated_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paid_at: Date | null;

  /** The EN 16931 CII document (type code 389), written with the note. */
  @Column({ type: 'text', select: false })
  xml: string;

  @Column({ type: 'char', length: 64 })
  xml_sha256: string;

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

  /** When the doctor was mailed the PDF and the XML: claimed before the mail is queued, so once per note. */
  @Column({ type: 'timestamptz', nullable: true })
  mailed_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
