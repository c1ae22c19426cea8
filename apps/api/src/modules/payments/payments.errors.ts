import { defineErrors } from '../../common/errors/error-catalogue.js';

export const PaymentsError = defineErrors({
  linkInvalid: 'payments.linkInvalid',
  linkExpired: 'payments.linkExpired',
  alreadyPaid: 'payments.alreadyPaid',
  orderCanceled: 'payments.orderCanceled',
  subscriptionPaused: 'payments.subscriptionPaused',
  notPlaced: 'payments.notPlaced',
  providerUnavailable: 'payments.providerUnavailable',
  webhookPayloadInvalid: 'payments.webhookPayloadInvalid',
  methodNotOffered: 'payments.methodNotOffered',
  refundNotFailed: 'payments.refundNotFailed',
  chargedBack: 'payments.chargedBack',
});
