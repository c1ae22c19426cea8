import { defineJob } from '../../../queue/job-definition.js';

export const PATIENT_PORTAL_QUEUE = 'patient-portal';

export interface PreparePatientDataExportPayload {
  exportId: string;
}

export type PurgePatientDataExportsPayload = Record<string, never>;

export const PreparePatientDataExportJob = defineJob<PreparePatientDataExportPayload>(
  PATIENT_PORTAL_QUEUE,
  'patient-portal.prepare-data-export',
);
export const PurgePatientDataExportsJob = defineJob<PurgePatientDataExportsPayload>(
  PATIENT_PORTAL_QUEUE,
  'patient-portal.purge-data-exports',
);

export const PATIENT_PORTAL_JOBS = [PreparePatientDataExportJob, PurgePatientDataExportsJob];
