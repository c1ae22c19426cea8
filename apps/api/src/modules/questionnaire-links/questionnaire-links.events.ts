import { defineEvent } from '../../events/index.js';

/**
 * The patient submitted the questionnaire's lifestyle answers (published in the submitting transaction).
 * The formulas recalculate the patient after the commit.
 */
export const LifestyleAnswered = defineEvent<{ patientId: string }>('questionnaire-links.lifestyle-answered');

/**
 * The patient changed their height or weight in the questionnaire (published in that transaction). The
 * formulas recalculate the patient after the commit, as after a doctor's change (PatientDataChanged).
 */
export const QuestionnaireBodyUpdated = defineEvent<{ patientId: string }>(
  'questionnaire-links.body-updated',
);
