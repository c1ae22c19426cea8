import { defineEvent } from '../../events/index.js';

/**
 * What the formulas read of a patient's own data changed: the patient was created, a doctor changed a
 * field the formulas read (age, sex, height, weight, ...) or the patient's lifestyle answers. Published in
 * the transaction of the change; the formulas recalculate the patient after the commit.
 */
export const PatientDataChanged = defineEvent<{ patientId: string }>('patients.data-changed');
