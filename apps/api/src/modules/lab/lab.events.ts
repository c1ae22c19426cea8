import { defineEvent } from '../../events/index.js';

/**
 * A lab report (or a report an admin attached from quarantine) goes into the patient's record: published
 * in the transaction that stamps it applied. The results areas store its blood values and genotypes in
 * that transaction (labReportById reads it); formulas recalculate the patient after the commit.
 */
export const LabResultsArrived = defineEvent<{ labReportId: string; orderId: string; patientId: string }>(
  'lab.results-arrived',
);

/**
 * The lab says a part's results are ready (a callback or the sweep found it ResultsReady): a supplements
 * part of the same order may now get its recipe. Formulas recalculate the patient after the commit.
 */
export const LabPartResultsReady = defineEvent<{ orderId: string; patientId: string }>(
  'lab.part-results-ready',
);
