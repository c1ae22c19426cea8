import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const PatientDataError = defineErrors({
  consentRequired: 'patientData.consentRequired',
  consentAlreadyWithdrawn: 'patientData.consentAlreadyWithdrawn',
  exportRunning: 'patientData.exportRunning',
  exportLimit: 'patientData.exportLimit',
  exportExpired: 'patientData.exportExpired',
  exportNotReady: 'patientData.exportNotReady',
});
