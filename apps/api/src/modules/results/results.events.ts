import { defineEvent } from '../../events/index.js';

/**
 * A doctor saved, corrected or deleted a patient's blood values: published in that transaction. The
 * formulas recalculate the patient after the commit.
 */
export const BloodValuesChanged = defineEvent<{ patientId: string }>('results.blood-values-changed');
