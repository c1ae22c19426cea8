// The dialogs the therapists screen opens by URL (admin spec: /admin/therapists search parameters).
export const therapistActions = [
  'change_partnership_mode',
  'invite_doctor',
  'delete_user',
  'export',
  'reset_2fa',
  'consent_history',
] as const;
export type TherapistAction = (typeof therapistActions)[number];
