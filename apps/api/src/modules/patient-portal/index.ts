// The patient portal area's public face: only the modules (nothing below it imports this area).
export { PatientPortalModule } from './patient-portal.module.js';
export { PatientPortalWorkerModule } from './patient-portal-worker.module.js';
export { PATIENT_PORTAL_JOBS } from './data/patient-data.jobs.js';
