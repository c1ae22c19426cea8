export const patientAccountActions = ['change_password', 'delete_account'] as const;
export type PatientAccountAction = (typeof patientAccountActions)[number];
