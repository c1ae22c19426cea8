// The patient portal's consents and data export as the API answers them (api/patient/consents,
// api/patient/data-exports): one shape for the server, the page and the tests.

/** One consent the patient gave, in the wording of the day it was given. */
export interface PatientConsentView {
  /** The acceptance's id: what a withdrawal names. */
  id: string;
  key: string;
  version: number;
  text: { de: string; en: string };
  required: boolean;
  accepted_at: string;
  withdrawn_at: string | null;
}

export type PatientDataExportState = 'queued' | 'running' | 'ready' | 'failed';

/** The state of a data export (DSGVO Art. 15/20) as the page polls it. */
export interface PatientDataExportView {
  id: string;
  status: PatientDataExportState;
  /** 0..100 */
  progress: number;
  created_at: string;
  ready_at: string | null;
  expires_at: string;
}
