import { PaymentStatus } from '@portal/shared-types';
import { PaymentAttemptStatus } from '../payment-attempt.entity.js';
import type { ProviderPaymentStatus } from '../provider/payment-provider.js';

const TERMINAL_ATTEMPT_STATUSES: ReadonlySet<PaymentAttemptStatus> = new Set([
  PaymentAttemptStatus.paid,
  PaymentAttemptStatus.failed,
  PaymentAttemptStatus.canceled,
  PaymentAttemptStatus.expired,
]);

export const isTerminalAttempt = (status: PaymentAttemptStatus): boolean =>
  TERMINAL_ATTEMPT_STATUSES.has(status);

/** The provider's status in our attempt's words: Mollie's in-between states are still open. */
export function attemptStatusOf(status: ProviderPaymentStatus): PaymentAttemptStatus {
  switch (status) {
    case 'open':
    case 'pending':
    case 'authorized':
      return PaymentAttemptStatus.open;
    case 'paid':
      return PaymentAttemptStatus.paid;
    case 'failed':
      return PaymentAttemptStatus.failed;
    case 'canceled':
      return PaymentAttemptStatus.canceled;
    case 'expired':
      return PaymentAttemptStatus.expired;
  }
}

/**
 * An attempt only moves forward: once the provider called it final, a stale read cannot reopen it.
 * Money is the exception that always wins: a read that says `paid` is kept, and nothing replaces it.
 */
export function nextAttemptStatus(
  current: PaymentAttemptStatus,
  incoming: PaymentAttemptStatus,
): PaymentAttemptStatus {
  if (current === PaymentAttemptStatus.paid || incoming === PaymentAttemptStatus.paid)
    return PaymentAttemptStatus.paid;
  return isTerminalAttempt(current) ? current : incoming;
}

const PAYABLE: ReadonlySet<PaymentStatus | null> = new Set([PaymentStatus.Pending, PaymentStatus.Fail]);

/** Whether the patient can still pay: the order waits for its money (a failed try may be repeated). */
export const isPayable = (status: PaymentStatus | null): boolean => PAYABLE.has(status);

/**
 * The order's payment status after an attempt reached `attempt` (commerce design, mapping table).
 * Success, Canceled and ChargedBack never change here (a chargeback moves Success to ChargedBack in
 * payment-chargebacks.service.ts); `paid` wins over everything else, also over a link that expired
 * while the patient was paying; `failed` counts only while the link can still be used; an `expired`
 * attempt expires the order only once our own link expired; an aborted checkout (`canceled`) changes
 * nothing: the patient may try again.
 */
export function nextOrderPaymentStatus(
  current: PaymentStatus | null,
  attempt: PaymentAttemptStatus,
  linkUsable: boolean,
): PaymentStatus | null {
  if (
    current === null ||
    current === PaymentStatus.Success ||
    current === PaymentStatus.Canceled ||
    current === PaymentStatus.ChargedBack
  )
    return current;
  switch (attempt) {
    case PaymentAttemptStatus.paid:
      return PaymentStatus.Success;
    case PaymentAttemptStatus.failed:
      return isPayable(current) && linkUsable ? PaymentStatus.Fail : current;
    case PaymentAttemptStatus.expired:
      return isPayable(current) && !linkUsable ? PaymentStatus.Expired : current;
    case PaymentAttemptStatus.canceled:
    case PaymentAttemptStatus.open:
    case PaymentAttemptStatus.creating:
      return current;
  }
}
