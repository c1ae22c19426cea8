import { defineEvent } from '../../events/index.js';
import { type AuditEntry } from '../audit/index.js';

/**
 * What the formulas read of a patient's own data changed: the patient was created, a doctor changed a
 * field the formulas read (age, sex, height, weight, ...) or the patient's lifestyle answers. Published in
 * the transaction of the change; the formulas recalculate the patient after the commit.
 */
export const PatientDataChanged = defineEvent<{ patientId: string }>('patients.data-changed');

/**
 * The patient left their practice (removed: no practice for now) or was relocated to another one.
 * Published in the transaction of the move; what follows the patient (the open consulting fees) moves
 * in the same transaction.
 */
export const PatientPracticeChanged = defineEvent<PatientPracticeChange>('patients.practice-changed');

export interface PatientPracticeChange {
  patientId: string;
  fromPracticeId: string | null;
  toPracticeId: string | null;
  /** Who moved the patient, for the audit entries of what moved with them. */
  actor: Pick<AuditEntry, 'userId' | 'impersonatorId'>;
}
