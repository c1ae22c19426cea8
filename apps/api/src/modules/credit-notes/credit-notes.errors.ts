import { defineErrors } from '../../common/errors/error-catalogue.js';

export const CreditNotesError = defineErrors({
  doctorInactive: 'creditNotes.doctorInactive',
  noOpenFees: 'creditNotes.noOpenFees',
  alreadyPaid: 'creditNotes.alreadyPaid',
  pdfNotReady: 'creditNotes.pdfNotReady',
  noTaxStatus: 'creditNotes.noTaxStatus',
  noAgreement: 'creditNotes.noAgreement',
  correctionsExceedFees: 'creditNotes.correctionsExceedFees',
  noPractice: 'creditNotes.noPractice',
  agreementByDoctor: 'creditNotes.agreementByDoctor',
});
