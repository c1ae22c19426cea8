import { defineErrors } from '../../common/errors/error-catalogue.js';

export const PatientAccountsError = defineErrors({
  birthDateMismatch: 'patientAccounts.birthDateMismatch',
  accountExists: 'patientAccounts.accountExists',
  noEmail: 'patientAccounts.noEmail',
  notInPractice: 'patientAccounts.notInPractice',
});
