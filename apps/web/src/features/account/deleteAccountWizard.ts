// Steps of the delete-account wizard (account spec, section 4): 0 password, 1 confirm, 2 blocked.

export type DeleteAccountStep = 'password' | 'confirm' | 'blocked';

export interface DeletingUser {
  isDoctor: boolean;
  /** Patients linked to the doctor; null when the client cannot know (the server refuses deleteMe then). */
  patientTotal: number | null;
}

/** After the password: a doctor with at least one patient is blocked, everybody else confirms. */
export function stepAfterPassword({ isDoctor, patientTotal }: DeletingUser): DeleteAccountStep {
  return isDoctor && patientTotal !== null && patientTotal >= 1 ? 'blocked' : 'confirm';
}

export const stepIndex = (step: DeleteAccountStep): number => ({ password: 0, confirm: 1, blocked: 2 })[step];
