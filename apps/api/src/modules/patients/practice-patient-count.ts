/**
 * SQL for the number of patients of the practice whose id is `centerId` (a column or parameter), read
 * from the figures the triggers keep: for a statement of another area that shows practices.
 */
export const practicePatientCountSql = (centerId: string) =>
  `coalesce((SELECT pf.patients FROM practice_patient_figures pf WHERE pf.medical_center_id = ${centerId}), 0)`;
