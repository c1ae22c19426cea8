// The payments area's public face: what other areas may use.
export { PaymentReceivedAfterCancel } from './payments.events.js';
