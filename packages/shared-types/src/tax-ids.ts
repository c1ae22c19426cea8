/**
 * A practice's tax status and tax numbers, as the Gutschrift needs them (issue 31, point 4;
 * docs/decisions/credit-notes.md). Shared by the API's validation and the web's practice form.
 */
export const PracticeTaxStatus = {
  /** Kleinunternehmer, § 19 UStG. */
  DeSmallBusiness: 'de_small_business',
  DeRegular: 'de_regular',
  /** Kleinunternehmer, § 6 Abs. 1 Z 27 UStG 1994. */
  AtSmallBusiness: 'at_small_business',
  AtRegular: 'at_regular',
} as const;
export type PracticeTaxStatus = (typeof PracticeTaxStatus)[keyof typeof PracticeTaxStatus];
export const PRACTICE_TAX_STATUSES = Object.values(PracticeTaxStatus) as PracticeTaxStatus[];

/** German USt-IdNr: DE and 9 digits (§ 27a UStG). */
export const DE_VAT_ID_PATTERN = /^DE\d{9}$/;
/** Austrian UID: ATU and 8 digits (§ 28 UStG 1994). */
export const AT_VAT_ID_PATTERN = /^ATU\d{8}$/;

/** Spaces removed and upper case: how a VAT id is stored. */
export const compactVatId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const digitsOf = (value: string) => value.replace(/[\s/]/g, '');

/** German Steuernummer: 10 to 13 digits, optionally grouped with `/` or spaces (e.g. 12/345/67890). */
export const isGermanTaxNumber = (value: string): boolean =>
  /^[\d\s/]+$/.test(value.trim()) && /^\d{10,13}$/.test(digitsOf(value));

/** Austrian Steuernummer: 9 digits, the 2-digit tax office and 7 (e.g. 12-345/6789 or 12 3456789). */
export const isAustrianTaxNumber = (value: string): boolean =>
  /^[\d\s/-]+$/.test(value.trim()) && /^\d{9}$/.test(value.replace(/[\s/-]/g, ''));

export const isGermanStatus = (status: PracticeTaxStatus): boolean =>
  status === PracticeTaxStatus.DeSmallBusiness || status === PracticeTaxStatus.DeRegular;

/** The rule a field breaks: its key is the `validation.<rule>` text in @portal/i18n. */
export type PracticeTaxViolation =
  | { field: 'tax_status'; rule: 'taxStatusRequired' }
  | { field: 'vat_no'; rule: 'vatIdFormat' | 'uidRequired' }
  | { field: 'tax_number'; rule: 'taxNumberFormatDe' | 'taxNumberFormatAt' | 'taxNumberOrVatIdRequired' };

export interface PracticeTaxDetails {
  tax_status?: string | null;
  tax_number?: string | null;
  vat_no?: string | null;
}

/**
 * What is wrong with a practice's tax details, field by field (empty: acceptable). German practices need a
 * Steuernummer or a USt-IdNr (§ 14 Abs. 4 Satz 1 Nr. 2 UStG: the supplier's number on the Gutschrift);
 * Austrian ones need the UID, since the reverse-charge document names both VAT ids (§ 14a Abs. 1 UStG).
 */
export function practiceTaxViolations(details: PracticeTaxDetails): PracticeTaxViolation[] {
  const status = details.tax_status as PracticeTaxStatus | null | undefined;
  if (!status || !PRACTICE_TAX_STATUSES.includes(status))
    return [{ field: 'tax_status', rule: 'taxStatusRequired' }];
  const vatId = compactVatId(details.vat_no ?? '');
  const taxNumber = (details.tax_number ?? '').trim();
  const german = isGermanStatus(status);
  const violations: PracticeTaxViolation[] = [];
  if (vatId && !(german ? DE_VAT_ID_PATTERN : AT_VAT_ID_PATTERN).test(vatId))
    violations.push({ field: 'vat_no', rule: 'vatIdFormat' });
  if (taxNumber && !(german ? isGermanTaxNumber(taxNumber) : isAustrianTaxNumber(taxNumber)))
    violations.push({ field: 'tax_number', rule: german ? 'taxNumberFormatDe' : 'taxNumberFormatAt' });
  if (german && !vatId && !taxNumber)
    violations.push({ field: 'tax_number', rule: 'taxNumberOrVatIdRequired' });
  if (!german && !vatId) violations.push({ field: 'vat_no', rule: 'uidRequired' });
  return violations;
}
