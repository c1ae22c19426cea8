// Limits of the patient portal's account calls (failures: patient-accounts.errors.ts; texts: @portal/i18n).
/** How long the invitation link (mailed by an admin's invitePatient) stays valid. */
export const PATIENT_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long step 2 of the registration may follow a successful birth-date check. */
export const PATIENT_REGISTRATION_TTL_MS = 30 * 60 * 1000;
export const VERIFY_ATTEMPTS_PER_MINUTE = 5;
