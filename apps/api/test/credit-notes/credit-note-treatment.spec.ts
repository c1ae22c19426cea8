// The Gutschrift's VAT treatment table (issue 31, point 4): every stated tax status, its treatment, rate,
// EN 16931 category, exemption reason and printed note.
import { PRACTICE_TAX_STATUSES } from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { CreditNoteVatTreatment } from '../../src/modules/credit-notes/credit-note.entity.js';
import {
  CREDIT_NOTE_TREATMENTS,
  creditNoteTreatment,
  noteOfTreatment,
} from '../../src/modules/credit-notes/credit-note-treatment.js';

describe('creditNoteTreatment', () => {
  it.each([
    [
      'de_small_business',
      'small_business',
      0,
      'E',
      'Kleinunternehmer gemäß § 19 UStG',
      null,
      'smallBusiness',
    ],
    ['de_regular', 'regular', 1900, 'S', null, null, 'regular'],
    [
      'at_regular',
      'reverse_charge',
      0,
      'AE',
      'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
      'VATEX-EU-AE',
      'reverseCharge',
    ],
    [
      'at_small_business',
      'reverse_charge',
      0,
      'AE',
      'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
      'VATEX-EU-AE',
      'reverseCharge',
    ],
  ] as const)('%s → %s, %i bp, category %s', (status, treatment, rate, category, reason, code, note) => {
    const row = creditNoteTreatment(status);
    expect(row).toMatchObject({ treatment, rate_bp: rate, category, exemption_reason_code: code, note });
    expect(row.exemption_reason?.de ?? null).toBe(reason);
    // The printed note exists in both languages.
    for (const locale of ['de', 'en'] as const)
      expect(translationOf(locale).documents.creditNote[row.note]).toEqual(expect.any(String));
  });

  it('covers every status, and no status is left to a guess', () => {
    expect(Object.keys(CREDIT_NOTE_TREATMENTS).sort()).toEqual([...PRACTICE_TAX_STATUSES].sort());
    expect(() => creditNoteTreatment('ch_regular' as never)).toThrow('unknown practice tax status');
  });

  it('shows VAT only for the regular German status, and a 0 % category always carries its reason', () => {
    for (const status of PRACTICE_TAX_STATUSES) {
      const row = creditNoteTreatment(status);
      expect(row.rate_bp > 0).toBe(row.category === 'S');
      expect(row.exemption_reason === null).toBe(row.category === 'S');
    }
  });

  it('prints the note of notes stored before issue 31 too', () => {
    expect(noteOfTreatment(CreditNoteVatTreatment.SmallBusiness)).toBe('smallBusiness');
    expect(noteOfTreatment(CreditNoteVatTreatment.Regular)).toBe('regular');
    expect(noteOfTreatment(CreditNoteVatTreatment.ReverseCharge)).toBe('reverseCharge');
  });
});
