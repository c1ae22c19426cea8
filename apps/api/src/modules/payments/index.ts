// The payments area's public face: what other areas may use.
export { PaymentReceivedAfterCancel, RefundDue } from './payments.events.js';
export { openPaymentPaths } from './open-payment-links.js';
