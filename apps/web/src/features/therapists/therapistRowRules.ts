import { type TranslationKey } from '../../i18n/translationKey';
import { createCreditNoteBlocker } from '../credit-notes/creditNoteRules';
import { type OnboardingType } from './therapistsListParams';

/** What the row rules look at (admin spec, "Doctor-related admin row rules"). */
export interface TherapistFacts {
  is_active: boolean;
  onboardingType: string;
  two_factor_confirmed_at: string | null | undefined;
  openConsultingFeeAmount: number | null | undefined;
  patientCount: number;
}

export type RowAction =
  | 'resendInvitation'
  | 'deleteInvitation'
  | 'reset2fa'
  | 'changePartnershipModel'
  | 'viewCreditNotes'
  | 'createCreditNote'
  | 'activate'
  | 'deactivate'
  | 'loginAsDoctor'
  | 'auditLog'
  | 'consents'
  | 'delete';

export interface RowEntry {
  action: RowAction;
  /** Why it cannot be used now (a tooltip), or null when it can. */
  disabledBecause: TranslationKey | null;
}

const invitationStates: readonly string[] = [
  'INVITATION_SENT',
  'INVITATION_EXPIRED',
  'INVITATION_DELETED',
] satisfies OnboardingType[];

/** Not active and invited (sent, expired or deleted): such rows offer only the invitation's actions. */
export const hasOpenInvitation = (doctor: TherapistFacts) =>
  !doctor.is_active && invitationStates.includes(doctor.onboardingType);

const entry = (action: RowAction, disabledBecause: TranslationKey | null = null): RowEntry => ({
  action,
  disabledBecause,
});

/** The row menu of one therapist, in menu order, exactly as the spec's rules allow. */
export function therapistRowEntries(doctor: TherapistFacts): RowEntry[] {
  if (hasOpenInvitation(doctor))
    return doctor.onboardingType === ('INVITATION_DELETED' satisfies OnboardingType)
      ? [entry('resendInvitation')]
      : [entry('resendInvitation'), entry('deleteInvitation')];
  const entries: RowEntry[] = [
    entry('reset2fa', doctor.two_factor_confirmed_at ? null : 'therapists.menu.reset2faDisabled'),
  ];
  if (doctor.is_active)
    entries.push(
      entry('changePartnershipModel'),
      entry('viewCreditNotes'),
      entry('createCreditNote', createCreditNoteBlocker(doctor)),
      entry('loginAsDoctor'),
      entry('deactivate'),
    );
  else entries.push(entry('activate'));
  entries.push(
    entry('auditLog'),
    entry('consents'),
    entry(
      'delete',
      doctor.is_active
        ? 'therapists.menu.deleteActive'
        : doctor.patientCount > 0
          ? 'therapists.menu.deleteHasPatients'
          : null,
    ),
  );
  return entries;
}
