import { PaymentStatus } from '@portal/shared-types';
import { type LinkProblem, type LinkRead } from './payApi';

/** What the link's page shows. */
export type LinkPageState =
  | { kind: 'loading' }
  | { kind: 'payable'; failedBefore: boolean }
  | { kind: 'paid' }
  | { kind: 'canceled' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

const fromProblem = (problem: LinkProblem): LinkPageState => ({ kind: problem });

export function linkPageState(read: LinkRead | null): LinkPageState {
  if (read === null) return { kind: 'loading' };
  if ('problem' in read) return fromProblem(read.problem);
  const { paymentStatus, canPay } = read.view;
  switch (paymentStatus) {
    case PaymentStatus.Success:
      return { kind: 'paid' };
    case PaymentStatus.Canceled:
      return { kind: 'canceled' };
    case PaymentStatus.Expired:
      return { kind: 'expired' };
    // After a chargeback (the bank took the payment back) the patient may pay again while the server allows it.
    case PaymentStatus.Pending:
    case PaymentStatus.Fail:
    case PaymentStatus.ChargedBack:
      return canPay
        ? { kind: 'payable', failedBefore: paymentStatus !== PaymentStatus.Pending }
        : { kind: 'expired' };
  }
}
