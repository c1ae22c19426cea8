import { type PaymentStatus } from '@portal/shared-types';
import { rest } from '../../http/rest';
import { RequestFailedError } from '../../http/RequestFailedError';

/** GET /api/pay/:token: what the link's page shows (no name, no address). */
export interface PaymentLinkView {
  orderNumber: string;
  /** Euros. */
  amount: number;
  currency: 'EUR';
  paymentStatus: PaymentStatus;
  /** ISO 8601. */
  expiresAt: string;
  canPay: boolean;
}

/** Why the link could not be read: unknown (404), expired (410), or no answer worth showing. */
export type LinkProblem = 'invalid' | 'expired' | 'unavailable';

export type LinkRead = { view: PaymentLinkView } | { problem: LinkProblem };

const path = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

// The pages word every answer themselves: no toast, no logout.
export async function readPaymentLink(token: string): Promise<LinkRead> {
  try {
    return { view: await rest<PaymentLinkView>(path(token), { handles: [404, 410, 429] }) };
  } catch (error) {
    if (!(error instanceof RequestFailedError)) throw error;
    if (error.status === 404) return { problem: 'invalid' };
    if (error.status === 410) return { problem: 'expired' };
    return { problem: 'unavailable' };
  }
}

/** A refused checkout's code (`payments.providerUnavailable`, `payments.alreadyPaid` …), if the API sent one. */
export type CheckoutResult = { checkoutUrl: string } | { refused: string | null };

export async function startCheckout(token: string): Promise<CheckoutResult> {
  try {
    return await rest<{ checkoutUrl: string }>(`${path(token)}/checkout`, {
      method: 'POST',
      handles: [404, 409, 410, 429, 503],
    });
  } catch (error) {
    if (!(error instanceof RequestFailedError)) throw error;
    return { refused: error.failures[0]?.reason ?? null };
  }
}
