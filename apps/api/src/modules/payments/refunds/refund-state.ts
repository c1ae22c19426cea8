import { PaymentRefundStatus } from '@portal/shared-types';
import type { ProviderRefundStatus } from '../provider/payment-provider.js';

/** Mollie's refund status in our words: `processing` is still on its way, `canceled` means no money went back. */
export function refundStatusOf(status: ProviderRefundStatus): PaymentRefundStatus {
  switch (status) {
    case 'queued':
      return PaymentRefundStatus.Queued;
    case 'pending':
    case 'processing':
      return PaymentRefundStatus.Pending;
    case 'refunded':
      return PaymentRefundStatus.Refunded;
    case 'failed':
    case 'canceled':
      return PaymentRefundStatus.Failed;
  }
}

const FINAL: ReadonlySet<PaymentRefundStatus> = new Set([
  PaymentRefundStatus.Refunded,
  PaymentRefundStatus.Failed,
]);

const isFinalRefund = (status: PaymentRefundStatus): boolean => FINAL.has(status);

/** A try only moves forward: a stale read cannot reopen a refund the provider called final. */
export function nextRefundStatus(
  current: PaymentRefundStatus,
  incoming: PaymentRefundStatus,
): PaymentRefundStatus {
  return isFinalRefund(current) ? current : incoming;
}

/** What is left to give back from a payment: paid, less what was refunded or charged back already. */
export function refundableCents(payment: {
  amountCents: number;
  amountRefundedCents: number;
  amountChargedBackCents: number;
}): number {
  return Math.max(0, payment.amountCents - payment.amountRefundedCents - payment.amountChargedBackCents);
}
