import { type PatientMe } from './patientApi';

/** The practice caring for the patient, as /api/patient/me names it; null once none is assigned. */
export const practiceName = (me: PatientMe): string | null => me.practice_name?.trim() || null;
