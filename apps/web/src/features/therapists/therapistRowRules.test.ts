import { describe, expect, it } from 'vitest';
import { type TherapistFacts, therapistRowEntries } from './therapistRowRules';

const doctor = (facts: Partial<TherapistFacts> = {}): TherapistFacts => ({
  is_active: true,
  onboardingType: 'REGISTRATION',
  two_factor_confirmed_at: null,
  openConsultingFeeAmount: 0,
  patientCount: 0,
  ...facts,
});
const actions = (facts: Partial<TherapistFacts>) => therapistRowEntries(doctor(facts)).map((e) => e.action);
const disabled = (facts: Partial<TherapistFacts>) =>
  Object.fromEntries(therapistRowEntries(doctor(facts)).map((e) => [e.action, e.disabledBecause]));

describe('therapist row rules (admin spec)', () => {
  it('offers invited inactive doctors only resend and, unless deleted, delete invitation', () => {
    expect(actions({ is_active: false, onboardingType: 'INVITATION_SENT' })).toEqual([
      'resendInvitation',
      'deleteInvitation',
    ]);
    expect(actions({ is_active: false, onboardingType: 'INVITATION_EXPIRED' })).toEqual([
      'resendInvitation',
      'deleteInvitation',
    ]);
    expect(actions({ is_active: false, onboardingType: 'INVITATION_DELETED' })).toEqual(['resendInvitation']);
  });

  it('enables reset 2FA only when confirmed', () => {
    expect(disabled({}).reset2fa).toBe('therapists.menu.reset2faDisabled');
    expect(disabled({ two_factor_confirmed_at: '2026-01-01T00:00:00Z' }).reset2fa).toBeNull();
  });

  it('offers partnership model, credit notes and login as doctor only for active doctors', () => {
    expect(actions({})).toEqual([
      'reset2fa',
      'changePartnershipModel',
      'viewCreditNotes',
      'createCreditNote',
      'loginAsDoctor',
      'deactivate',
      'auditLog',
      'consents',
      'delete',
    ]);
    expect(actions({ is_active: false })).toEqual(['reset2fa', 'activate', 'auditLog', 'consents', 'delete']);
    // An accepted invitation is an ordinary account.
    expect(actions({ is_active: false, onboardingType: 'INVITATION' })).toContain('activate');
  });

  it('needs open fees above zero to create a credit note', () => {
    expect(disabled({ openConsultingFeeAmount: 0 }).createCreditNote).toBe('creditNotes.generate.noOpenFees');
    expect(disabled({ openConsultingFeeAmount: 12.5 }).createCreditNote).toBeNull();
  });

  it('disables delete for active doctors and doctors with patients', () => {
    expect(disabled({}).delete).toBe('therapists.menu.deleteActive');
    expect(disabled({ is_active: false, patientCount: 2 }).delete).toBe('therapists.menu.deleteHasPatients');
    expect(disabled({ is_active: false }).delete).toBeNull();
  });
});
