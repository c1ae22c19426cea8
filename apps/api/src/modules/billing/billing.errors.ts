import { defineErrors } from '../../common/errors/error-catalogue.js';

export const BillingError = defineErrors({
  notPlaced: 'billing.notPlaced',
  alreadyCanceled: 'billing.alreadyCanceled',
  invoiceAlreadyCanceled: 'billing.invoiceAlreadyCanceled',
  notIssued: 'billing.notIssued',
  pdfNotReady: 'billing.pdfNotReady',
});
