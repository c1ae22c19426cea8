import { describe, expect, it } from 'vitest';
import { canCreateCreditNote, createCreditNoteBlocker, isPaid } from './creditNoteRules';
import { openFeesOf } from './generate/openFees';

describe('credit note row rules', () => {
  it('counts a credit note as paid once paid_at is set', () => {
    expect(isPaid({ status: 'Unpaid', paid_at: null })).toBe(false);
    expect(isPaid({ status: 'Paid', paid_at: '2026-11-20T10:00:00.000Z' })).toBe(true);
    expect(isPaid({ status: 'Unpaid', paid_at: '2026-11-20T10:00:00.000Z' })).toBe(true);
  });

  it('creates credit notes only for active doctors with open fees above zero', () => {
    expect(createCreditNoteBlocker({ is_active: true, openConsultingFeeAmount: 25 })).toBeNull();
    expect(createCreditNoteBlocker({ is_active: false, openConsultingFeeAmount: 25 })).toBe(
      'creditNotes.generate.inactive',
    );
    expect(createCreditNoteBlocker({ is_active: true, openConsultingFeeAmount: 0 })).toBe(
      'creditNotes.generate.noOpenFees',
    );
    expect(canCreateCreditNote({ is_active: true, openConsultingFeeAmount: null })).toBe(false);
  });

  it('collects only the fees on no credit note, summed to the cent', () => {
    const { fees, amount } = openFeesOf([
      { id: '1', amount: 0.1, isEditable: true },
      { id: '2', amount: 0.2, isEditable: true },
      { id: '3', amount: 50, isEditable: false },
    ]);
    expect(fees.map((fee) => fee.id)).toEqual(['1', '2']);
    expect(amount).toBe(0.3);
  });
});
