// The admins' audit view, one page per doctor and per patient. Other admin screens link here from
// their row menus through these builders.

export type AuditSubjectKind = 'doctor' | 'patient';

/** The route patterns, relative to the root router. */
export const auditRoutes: Record<AuditSubjectKind, string> = {
  doctor: 'admin/therapists/:doctorId/audit',
  patient: 'admin/patients/:patientId/audit',
};

/** A doctor's audit trail; `doctorId` is the doctor record's id (`user.doctor.id`), as every `doctorId` argument. */
export const auditPathOfDoctor = (doctorId: string) =>
  `/admin/therapists/${encodeURIComponent(doctorId)}/audit`;

/** A patient's audit trail; `patientId` is the patient's id (not the guid). */
export const auditPathOfPatient = (patientId: string) =>
  `/admin/patients/${encodeURIComponent(patientId)}/audit`;
