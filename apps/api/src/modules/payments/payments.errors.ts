import { defineErrors } from '../../common/errors/error-catalogue.js';

export const PaymentsError = defineErrors({
  linkInvalid: 'payments.linkInvalid',
  linkExpired: 'payments.linkExpired',
  alreadyPaid: 'payments.alreadyPaid',
  orderCanceled: 'payments.orderCanceled',
  subscriptionPaused: 'payments.subscriptionPaused',
  notPlaced: 'payments.notPlaced',
  providerUnavailable: 'payments.providerUnavailable',
  webhookSignatureInvalid: 'payments.webhookSignatureInvalid',
  webhookPayloadInvalid: 'payments.webhookPayloadInvalid',
});
