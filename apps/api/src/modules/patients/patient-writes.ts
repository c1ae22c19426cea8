import { type EntityManager, In } from 'typeorm';
import { PatientConsent } from './entities/patient-consent.entity.js';
import { Patient } from './entities/patient.entity.js';

// Writes of a patient's data that other areas ask for, in their own transaction.

/** The patient accepted these consents themselves (accepted_by_user_id null), replacing earlier ones. */
export async function recordPatientConsents(
  manager: EntityManager,
  patientId: string,
  consentIds: string[],
): Promise<void> {
  if (!consentIds.length) return;
  await manager.delete(PatientConsent, { patient_id: patientId, consent_id: In(consentIds) });
  await manager.insert(
    PatientConsent,
    consentIds.map((consent_id) => ({ patient_id: patientId, consent_id, accepted_by_user_id: null })),
  );
}

/** The patient's own height and weight (the questionnaire); answers the patient and whether they changed. */
export async function updatePatientBody(
  manager: EntityManager,
  patientId: string,
  body: { height: number; weight: number },
): Promise<{ patient: Patient; changed: boolean }> {
  const patient = await manager.findOneByOrFail(Patient, { id: patientId });
  const changed = patient.height !== body.height || patient.weight !== body.weight;
  patient.height = body.height;
  patient.weight = body.weight;
  await manager.save(patient);
  return { patient, changed };
}

/** The patient's micronutrient values changed at `at` (a formula run, an approved recipe change). */
export async function markMicronutrientsUpdated(
  manager: EntityManager,
  patientId: string,
  at: Date,
): Promise<void> {
  await manager.update(Patient, patientId, { micronutrients_last_updated_at: at });
}
