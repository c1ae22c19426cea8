import { toCents } from './amount.js';
import { type PaymentRecord } from './payment-record.js';

/** Refunds count from their creation until they fail: a pending refund already takes its share. */
export function refundedCents(record: PaymentRecord): number {
  return record.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((total, refund) => total + toCents(refund.amount.value), 0);
}

export function chargedBackCents(record: PaymentRecord): number {
  return record.chargebacks.reduce((total, chargeback) => total + toCents(chargeback.amount.value), 0);
}

/** What can still be refunded: the amount less refunds and chargebacks. */
export function remainingCents(record: PaymentRecord): number {
  return Math.max(0, toCents(record.amount.value) - refundedCents(record) - chargedBackCents(record));
}
