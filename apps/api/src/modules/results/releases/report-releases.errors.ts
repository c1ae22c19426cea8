import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const ReportReleasesError = defineErrors({
  nothingBlood: 'reportReleases.nothingBlood',
  nothingDna: 'reportReleases.nothingDna',
  nothingMedication: 'reportReleases.nothingMedication',
  nothingMicronutrients: 'reportReleases.nothingMicronutrients',
  noteTooLong: 'reportReleases.noteTooLong',
  alreadyWithdrawn: 'reportReleases.alreadyWithdrawn',
});
