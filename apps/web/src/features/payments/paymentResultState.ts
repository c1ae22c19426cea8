import { PaymentStatus } from '@portal/shared-types';
import { type LinkRead } from './payApi';

/** The return page asks our API every 2 s, for at most half a minute. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 30_000;

export interface ResultParams {
  orderId: string | null;
  success: string | null;
  token: string | null;
}

/** What the return page reads about the link so far: the last answer, and how long it has been asking. */
export interface LinkPoll {
  read: LinkRead | null;
  elapsedMs: number;
}

/**
 * What the return page shows. Only our own payment status says "paid": the provider's `success` flag
 * decides between waiting for the confirmation and "not completed", never more.
 */
export type ResultState =
  | { kind: 'invalidParams' }
  | { kind: 'returned' }
  | { kind: 'notCompleted'; retry: boolean }
  | { kind: 'checking' }
  | { kind: 'confirming' }
  | { kind: 'slow' }
  | { kind: 'success'; orderNumber: string }
  | { kind: 'canceled' }
  | { kind: 'expired' }
  | { kind: 'invalidLink' };

export function paymentResultState({ orderId, success, token }: ResultParams, poll: LinkPoll): ResultState {
  if (!orderId || (success !== 'true' && success !== 'false')) return { kind: 'invalidParams' };
  const providerSaysPaid = success === 'true';
  if (!token) return providerSaysPaid ? { kind: 'returned' } : { kind: 'notCompleted', retry: false };
  const waiting = (): ResultState =>
    poll.elapsedMs >= POLL_LIMIT_MS ? { kind: 'slow' } : { kind: 'confirming' };
  const { read } = poll;
  if (read === null) return { kind: 'checking' };
  if ('problem' in read) {
    if (read.problem === 'invalid') return { kind: 'invalidLink' };
    if (read.problem === 'expired') return { kind: 'expired' };
    return providerSaysPaid ? waiting() : { kind: 'notCompleted', retry: true };
  }
  switch (read.view.paymentStatus) {
    case PaymentStatus.Success:
      return { kind: 'success', orderNumber: read.view.orderNumber };
    case PaymentStatus.Canceled:
      return { kind: 'canceled' };
    case PaymentStatus.Expired:
      return { kind: 'expired' };
    case PaymentStatus.Fail:
    case PaymentStatus.ChargedBack:
      return { kind: 'notCompleted', retry: read.view.canPay };
    case PaymentStatus.Pending:
      return providerSaysPaid ? waiting() : { kind: 'notCompleted', retry: read.view.canPay };
  }
}

/** Whether the page should ask again: while it has no answer yet, or waits for the confirmation. */
export const keepsPolling = (state: ResultState): boolean =>
  state.kind === 'checking' || state.kind === 'confirming';
