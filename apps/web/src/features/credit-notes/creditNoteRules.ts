import { type TranslationKey } from '../../i18n/translationKey';
import { type CreditNoteStatus } from './list/__generated__/CreditNoteRow_creditNote.graphql';

export interface PayableCreditNote {
  status: CreditNoteStatus;
  paid_at: string | null | undefined;
}

/** Admin spec, section 4: marking as paid is disabled once paid_at is set. */
export function isPaid(creditNote: PayableCreditNote): boolean {
  return creditNote.paid_at != null || creditNote.status === 'Paid';
}

export interface CreditNoteCandidate {
  is_active: boolean;
  openConsultingFeeAmount: number | null | undefined;
}

/**
 * Why a credit note cannot be created for the doctor, or null when it can (admin spec, doctor-related row rules:
 * an active doctor with an open consulting fee amount greater than zero). The therapists list uses it too.
 */
export function createCreditNoteBlocker(doctor: CreditNoteCandidate): TranslationKey | null {
  if (!doctor.is_active) return 'creditNotes.generate.inactive';
  if ((doctor.openConsultingFeeAmount ?? 0) <= 0) return 'creditNotes.generate.noOpenFees';
  return null;
}

export const canCreateCreditNote = (doctor: CreditNoteCandidate): boolean =>
  createCreditNoteBlocker(doctor) === null;
