// The Gutschrift's VAT treatment, one table (issue 31, point 4; docs/decisions/credit-notes.md, "Issue 31,
// point 4"): the practice states its tax status, the treatment follows from it, never from a guess. We, a
// German company, receive the practice's consulting service and issue the Gutschrift (§ 14 Abs. 2 Satz 2
// UStG); the practice is the supplier (the seller in EN 16931 terms).
import { PracticeTaxStatus } from '@portal/shared-types';
import { CreditNoteVatTreatment } from './credit-note.entity.js';

/** The EN 16931 VAT category (BT-118/BT-151, UNTDID 5305). */
export type CreditNoteVatCategory = 'S' | 'E' | 'AE';

/** Which `documents.creditNote` text (@portal/i18n) the PDF prints as the VAT note. */
export type CreditNoteVatNote = 'regular' | 'smallBusiness' | 'reverseCharge';

export interface CreditNoteTreatment {
  treatment: CreditNoteVatTreatment;
  /** The VAT rate in basis points (1900 = 19 %). */
  rate_bp: number;
  category: CreditNoteVatCategory;
  /** BT-120, the exemption reason text (null for S), German as printed, English beside it. */
  exemption_reason: { de: string; en: string } | null;
  /** BT-121, the exemption reason code (VATEX), where EN 16931 has one. */
  exemption_reason_code: string | null;
  note: CreditNoteVatNote;
}

/** The German standard rate, § 12 Abs. 1 UStG. */
export const REGULAR_VAT_RATE_BP = 1900;

const SMALL_BUSINESS: CreditNoteTreatment = {
  treatment: CreditNoteVatTreatment.SmallBusiness,
  rate_bp: 0,
  category: 'E',
  exemption_reason: {
    de: 'Kleinunternehmer gemäß § 19 UStG',
    en: 'Small business under § 19 UStG',
  },
  exemption_reason_code: null,
  note: 'smallBusiness',
};

/**
 * An Austrian practice's consulting for us is a B2B service whose place of supply is our seat in Germany
 * (§ 3a Abs. 2 UStG; Art. 44 MwStSystRL); the supplier is not established in Germany, so we, the recipient,
 * owe the German VAT (§ 13b Abs. 1 and Abs. 5 Satz 1 UStG; Austria: Art. 196 MwStSystRL). The document
 * says "Steuerschuldnerschaft des Leistungsempfängers" (§ 14a Abs. 5 UStG) and names both VAT ids (§ 14a
 * Abs. 1 UStG; for the Austrian supplier § 11 Abs. 1a UStG 1994), hence the UID is required of Austrian
 * practices.
 */
const REVERSE_CHARGE: CreditNoteTreatment = {
  treatment: CreditNoteVatTreatment.ReverseCharge,
  rate_bp: 0,
  category: 'AE',
  exemption_reason: {
    de: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
    en: 'Reverse charge',
  },
  exemption_reason_code: 'VATEX-EU-AE',
  note: 'reverseCharge',
};

export const CREDIT_NOTE_TREATMENTS: Record<PracticeTaxStatus, CreditNoteTreatment> = {
  // Kleinunternehmer (§ 19 Abs. 1 UStG): no VAT is charged, none may be shown (else § 14c Abs. 2 UStG).
  [PracticeTaxStatus.DeSmallBusiness]: SMALL_BUSINESS,
  // A German VAT payer: the fee is the gross amount and includes 19 % VAT (§ 12 Abs. 1 UStG); the
  // Gutschrift shows it (§ 14 Abs. 4 Satz 1 Nr. 8 UStG).
  [PracticeTaxStatus.DeRegular]: {
    treatment: CreditNoteVatTreatment.Regular,
    rate_bp: REGULAR_VAT_RATE_BP,
    category: 'S',
    exemption_reason: null,
    exemption_reason_code: null,
    note: 'regular',
  },
  [PracticeTaxStatus.AtRegular]: REVERSE_CHARGE,
  // Needs a tax adviser's confirmation: the Austrian small-business exemption (§ 6 Abs. 1 Z 27 UStG 1994)
  // covers only supplies taxable in Austria; this one is taxable in Germany (§ 3a Abs. 2 UStG), and the
  // German exception of § 13b Abs. 5 UStG for small businesses concerns § 19 UStG, which an Austrian
  // practice does not use (unless it joined the EU small-business scheme, § 19a UStG since 2025, which we
  // do not model). So the reverse charge applies as for a regular Austrian practice.
  [PracticeTaxStatus.AtSmallBusiness]: REVERSE_CHARGE,
};

/** The treatment of a Gutschrift to a practice with this tax status. */
export function creditNoteTreatment(status: PracticeTaxStatus): CreditNoteTreatment {
  const treatment = CREDIT_NOTE_TREATMENTS[status];
  if (!treatment) throw new Error(`unknown practice tax status ${String(status)}`);
  return treatment;
}

/** The table's row of a stored treatment: what the XML writes for a note, whenever it was generated. */
export function treatmentOfKind(kind: CreditNoteVatTreatment): CreditNoteTreatment {
  return kind === CreditNoteVatTreatment.ReverseCharge
    ? REVERSE_CHARGE
    : kind === CreditNoteVatTreatment.Regular
      ? CREDIT_NOTE_TREATMENTS[PracticeTaxStatus.DeRegular]
      : SMALL_BUSINESS;
}

/** The PDF's VAT note for a stored treatment (old notes: small business or regular). */
export const noteOfTreatment = (treatment: CreditNoteVatTreatment): CreditNoteVatNote =>
  treatment === CreditNoteVatTreatment.ReverseCharge
    ? 'reverseCharge'
    : treatment === CreditNoteVatTreatment.Regular
      ? 'regular'
      : 'smallBusiness';
