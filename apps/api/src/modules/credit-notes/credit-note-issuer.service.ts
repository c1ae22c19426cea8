import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { Clock } from '../../common/clock/clock.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { ConsentType } from '@portal/shared-types';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { sellerOf } from '../billing/index.js';
import { AppConfig } from '../../config/app-config.js';
import { ConsultingFeeStatus } from '../consulting-fees/index.js';
import { ConsentSubjectType } from '../consents/index.js';
import type { PracticeTaxStatus } from '../medical-centers/index.js';
import { nextInSeries } from '../numbering/number-series.js';
import { CreditNote, type CreditNoteLine, type CreditNoteRecipient } from './credit-note.entity.js';
import { type CreditNoteTreatment, creditNoteTreatment } from './credit-note-treatment.js';
import { creditNoteXml } from './credit-note-xml.js';
import { CreditNotesError } from './credit-notes.errors.js';
import { RenderCreditNoteJob, renderCreditNoteJobId } from './credit-notes.jobs.js';

export enum CreditNoteAuditEvent {
  Generated = 'credit_note.generated',
  MarkedAsPaid = 'credit_note.marked_as_paid',
}

export { REGULAR_VAT_RATE_BP } from './credit-note-treatment.js';

const berlinYear = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(at);
const berlinDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);

const initialOf = (name: string): string => {
  const letter = name.trim().charAt(0).toLocaleUpperCase('de-DE');
  return letter ? `${letter}.` : '';
};

/**
 * Net and VAT of a gross amount at a rate, as EN 16931 checks them (BR-CO-17: VAT = net x rate, rounded):
 * the net whose net + VAT comes closest to the gross; a cent left over (a gross no net reaches) is the
 * document's rounding amount.
 */
export function splitGross(grossCents: number, rateBp: number): { net: number; tax: number } {
  const taxOf = (net: number) => Math.round((net * rateBp) / 10_000);
  const guess = Math.round((grossCents * 10_000) / (10_000 + rateBp));
  const candidates = [guess, guess - 1, guess + 1].map((net) => ({ net, tax: taxOf(net) }));
  candidates.sort((a, b) => Math.abs(grossCents - a.net - a.tax) - Math.abs(grossCents - b.net - b.tax));
  return candidates[0];
}

interface DoctorRow {
  doctor_id: string;
  user_id: string;
  is_active: boolean;
  medical_center_id: string | null;
  accounting_code: string;
  doctor_name: string;
  email: string;
}

interface FeeRow {
  id: string;
  amount_cents: number;
  order_number: string;
  ordered_at: Date;
  first_name: string;
  last_name: string;
  /** Correction rows: the number of the credit note that collected the fee taken back. */
  corrects_number?: string;
}

interface CenterRow {
  name: string;
  tax_status: PracticeTaxStatus | null;
  tax_number: string | null;
  vat_no: string | null;
  iban: string | null;
  account_holder: string | null;
}

/** Whether the practice accepted the self-billing agreement (any wording: the agreement stands until ended). */
export const SELF_BILLING_ACCEPTED_SQL = `SELECT 1 FROM consent_acceptances
  WHERE type = '${ConsentType.SelfBilling}' AND subject_type = '${ConsentSubjectType.medicalCenter}'
    AND subject_id = $1 LIMIT 1`;

interface AddressRow {
  type: 'OFFICE' | 'BILLING';
  address: string;
  zip_code: string;
  city: string;
  country_code: string;
  country: string | null;
}

/**
 * Generates credit notes (Gutschriften) from a practice's open consulting fees and marks them paid.
 * Generation runs in one transaction under the practice's row lock: concurrent calls for the same
 * practice queue, the second finds nothing left. The fees are locked too, so a concurrent fee edit,
 * cancel or move waits for the note or the note waits for them.
 */
@Injectable()
export class CreditNoteIssuer {
  private readonly logger = new Logger('CreditNotes');

  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** generateCreditNote (admins): one note with every open fee of the doctor's practice. */
  async generate(viewer: Viewer, doctorId: string): Promise<CreditNote> {
    if (!isRowId(doctorId)) throw new NotFoundError('Doctor');
    const note = await this.writes.run(viewer, 'generateCreditNote', async (manager) => {
      const [doctor] = await manager.query<DoctorRow[]>(
        `SELECT d.id AS doctor_id, u.id AS user_id, u.is_active, u.medical_center_id, d.accounting_code, u.email,
                concat_ws(' ', u.title, u.first_name, u.last_name) AS doctor_name
         FROM doctors d JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL
         WHERE d.id = $1`,
        [doctorId],
      );
      if (!doctor) throw new NotFoundError('Doctor');
      if (!doctor.is_active) throw new AppError(ErrorCode.Conflict, CreditNotesError.doctorInactive);
      const centerId = doctor.medical_center_id;
      if (!centerId) throw new AppError(ErrorCode.Conflict, CreditNotesError.noOpenFees);
      // One generation per practice at a time; the second sees the fees the first collected.
      const [center] = await manager.query<CenterRow[]>(
        `SELECT name, tax_status, billing_tax_number AS tax_number, billing_vat_no AS vat_no,
                billing_iban AS iban, billing_account_holder AS account_holder
         FROM medical_centers WHERE id = $1 FOR UPDATE`,
        [centerId],
      );
      // Issue 31, point 4: the treatment follows from the stated status, and § 14 Abs. 2 Satz 2 UStG
      // allows a Gutschrift only under an agreement made beforehand.
      if (!center.tax_status) throw new AppError(ErrorCode.Conflict, CreditNotesError.noTaxStatus);
      const [agreed] = await manager.query<unknown[]>(SELF_BILLING_ACCEPTED_SQL, [centerId]);
      if (!agreed) throw new AppError(ErrorCode.Conflict, CreditNotesError.noAgreement);
      const fees = await manager.query<FeeRow[]>(
        `SELECT f.id, f.amount_cents, o.order_number, coalesce(o.placed_at, o.created_at) AS ordered_at,
                p.first_name, p.last_name
         FROM consulting_fees f
         JOIN orders o ON o.id = f.order_id
         JOIN patients p ON p.id = f.patient_id
         WHERE f.medical_center_id = $1 AND f.status = $2 AND f.credit_note_id IS NULL
         ORDER BY ordered_at, f.id
         FOR UPDATE OF f`,
        [centerId, ConsultingFeeStatus.Unpaid],
      );
      // Fees of earlier notes whose orders were cancelled since: taken back here (correction lines).
      const corrections = await manager.query<FeeRow[]>(
        `SELECT c.id, c.amount_cents, o.order_number, coalesce(o.placed_at, o.created_at) AS ordered_at,
                p.first_name, p.last_name, n.number AS corrects_number
         FROM consulting_fee_corrections c
         JOIN consulting_fees f ON f.id = c.fee_id
         JOIN orders o ON o.id = f.order_id
         JOIN patients p ON p.id = f.patient_id
         JOIN credit_notes n ON n.id = c.corrects_credit_note_id
         WHERE c.medical_center_id = $1 AND c.credit_note_id IS NULL
         ORDER BY c.id
         FOR UPDATE OF c`,
        [centerId],
      );
      const amount = [...fees, ...corrections].reduce((sum, fee) => sum + fee.amount_cents, 0);
      // A Gutschrift pays out: its total stays above zero. Corrections larger than the open fees wait.
      if (amount <= 0 && corrections.length > 0)
        throw new AppError(ErrorCode.Conflict, CreditNotesError.correctionsExceedFees);
      if (amount <= 0) throw new AppError(ErrorCode.Conflict, CreditNotesError.noOpenFees);

      const generatedAt = this.clock.now();
      const year = berlinYear(generatedAt);
      const counter = await nextInSeries(manager, `credit_note:${year}`);
      const number = `GS-${year}-${String(counter).padStart(6, '0')}`;
      const treatment = creditNoteTreatment(center.tax_status);
      const recipient = await this.recipientOf(manager, doctor, centerId, center, treatment);
      const rate = treatment.rate_bp;
      const { net, tax } = splitGross(amount, rate);
      const lineOf = (fee: FeeRow): CreditNoteLine => ({
        fee_id: fee.id,
        order_number: fee.order_number,
        order_date: berlinDate(fee.ordered_at),
        patient_initials: `${initialOf(fee.first_name)} ${initialOf(fee.last_name)}`.trim(),
        amount_cents: fee.amount_cents,
        ...(fee.corrects_number ? { corrects: { credit_note_number: fee.corrects_number } } : {}),
      });
      const lines = [...fees.map(lineOf), ...corrections.map(lineOf)];
      const draft = manager.create(CreditNote, {
        number,
        doctor_id: doctor.doctor_id,
        user_id: doctor.user_id,
        medical_center_id: centerId,
        amount_cents: amount,
        net_cents: net,
        tax_cents: tax,
        vat_rate_bp: rate,
        lines,
        // The operator's address for the e-invoice's electronic address (BT-34).
        issuer: { ...sellerOf(this.config.operator), email: this.config.operator.email },
        recipient,
        generated_at: generatedAt,
        paid_at: null,
      });
      draft.xml = await creditNoteXml(draft);
      draft.xml_sha256 = createHash('sha256').update(draft.xml).digest('hex');
      const saved = await manager.save(draft);
      await manager.query(
        `UPDATE consulting_fees SET credit_note_id = $1, generated_at = $2, updated_at = now()
         WHERE id = ANY($3)`,
        [saved.id, generatedAt, fees.map((fee) => fee.id)],
      );
      if (corrections.length)
        await manager.query(`UPDATE consulting_fee_corrections SET credit_note_id = $1 WHERE id = ANY($2)`, [
          saved.id,
          corrections.map((c) => c.id),
        ]);
      await this.audit.record(
        {
          event: CreditNoteAuditEvent.Generated,
          ...AuditService.actor(viewer),
          subject: { type: 'credit_note', id: saved.id },
          details: {
            number,
            doctorId: doctor.doctor_id,
            amountCents: amount,
            feeIds: fees.map((fee) => fee.id),
            correctionIds: corrections.map((c) => c.id),
            taxStatus: center.tax_status,
            vatTreatment: treatment.treatment,
          },
        },
        manager,
      );
      return saved;
    });
    await this.requestRender(note.id);
    return note;
  }

  /** markCreditNoteAsPaid (admins): the note and its fees are paid out; refused once paid. */
  async markAsPaid(viewer: Viewer, creditNoteId: string): Promise<CreditNote> {
    if (!isRowId(creditNoteId)) throw new NotFoundError('CreditNote');
    return this.writes.run(viewer, 'markCreditNoteAsPaid', async (manager) => {
      const note = await manager.findOne(CreditNote, {
        where: { id: creditNoteId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!note) throw new NotFoundError('CreditNote');
      if (note.paid_at) throw new AppError(ErrorCode.Conflict, CreditNotesError.alreadyPaid);
      const paidAt = this.clock.now();
      await manager.update(CreditNote, note.id, { paid_at: paidAt });
      await manager.query(
        `UPDATE consulting_fees SET status = $2, paid_at = $3, updated_at = now()
         WHERE credit_note_id = $1 AND status = $4`,
        [note.id, ConsultingFeeStatus.Paid, paidAt, ConsultingFeeStatus.Unpaid],
      );
      await this.audit.record(
        {
          event: CreditNoteAuditEvent.MarkedAsPaid,
          ...AuditService.actor(viewer),
          subject: { type: 'credit_note', id: note.id },
          details: { number: note.number, amountCents: note.amount_cents },
        },
        manager,
      );
      return Object.assign(note, { paid_at: paidAt });
    });
  }

  /**
   * Asks the worker to render the PDF (after the commit, so the row is visible). Enqueueing twice is
   * harmless: the job id is the note's.
   */
  async requestRender(creditNoteId: string): Promise<void> {
    try {
      await this.queues.enqueue(
        RenderCreditNoteJob,
        { creditNoteId },
        {
          jobId: renderCreditNoteJobId(creditNoteId),
          attempts: 6,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    } catch (error) {
      // The note is generated either way; a download finding it queued asks again.
      this.logger.error({ creditNoteId, err: error }, 'could not enqueue the render of a credit note');
    }
  }

  /** The practice as it is now: name, office and billing address, tax status and numbers, bank details. */
  private async recipientOf(
    manager: EntityManager,
    doctor: DoctorRow,
    centerId: string,
    center: CenterRow,
    treatment: CreditNoteTreatment,
  ): Promise<CreditNoteRecipient> {
    const addresses = await manager.query<AddressRow[]>(
      `SELECT a.type, a.address, a.zip_code, a.city, a.country_code, c.name_de AS country
       FROM medical_center_addresses a LEFT JOIN countries c ON c.country_code = a.country_code
       WHERE a.medical_center_id = $1`,
      [centerId],
    );
    const office = addresses.find((a) => a.type === 'OFFICE');
    const billing = addresses.find((a) => a.type === 'BILLING');
    const vatId = center.vat_no?.trim() || null;
    const postal = (a: AddressRow | undefined) => ({
      address: a?.address ?? '',
      zip_code: a?.zip_code ?? '',
      city: a?.city ?? '',
      country: a?.country ?? a?.country_code ?? '',
      country_code: a?.country_code ?? 'DE',
    });
    return {
      name: center.name,
      ...postal(billing ?? office),
      office_address: billing && office ? postal(office) : null,
      state: null,
      vat_id: vatId,
      accounting_code: doctor.accounting_code,
      email: doctor.email,
      doctor_name: doctor.doctor_name,
      vat_treatment: treatment.treatment,
      iban: center.iban,
      account_holder: center.account_holder,
      tax_status: center.tax_status,
      tax_number: center.tax_number?.trim() || null,
    };
  }
}
