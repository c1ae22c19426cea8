import { useActionParam } from '../../../shared/actions/useActionParam';

// The spec's actions of /admin/patients (delete_patient stays disabled in the menu).
export const adminPatientActions = [
  'export',
  'delete_patient',
  'patient_relocation',
  'invite_patient',
  'consent_history',
] as const;

export interface PatientOfAction {
  id: string;
  guid: string;
  name: string;
  email: string;
}

/** The list's dialogs, opened by URL: `?action=patient_relocation&patientId=&patientGuid=&patientName=` … */
export function useAdminPatientActions() {
  const actions = useActionParam(adminPatientActions);
  return {
    ...actions,
    relocate: (patient: PatientOfAction) =>
      actions.open('patient_relocation', {
        patientId: patient.id,
        patientGuid: patient.guid,
        patientName: patient.name,
      }),
    invite: (patient: PatientOfAction) =>
      actions.open('invite_patient', {
        patientId: patient.id,
        patientGuid: patient.guid,
        patientName: patient.name,
        patientEmail: patient.email,
      }),
    consents: (patient: PatientOfAction) =>
      actions.open('consent_history', { patientId: patient.id, patientName: patient.name }),
    closeDialog: () => actions.close('patientId', 'patientGuid', 'patientName', 'patientEmail'),
  };
}
