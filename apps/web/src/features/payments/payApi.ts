import { type PaymentStatus } from '@portal/shared-types';
import { rest } from '../../http/rest';
import { RequestFailedError } from '../../http/RequestFailedError';

/** A method the provider offers for this payment, in the patient's language. */
export interface PaymentMethodOption {
  /** The provider's id: `creditcard`, `paypal`, `banktransfer`, `eps`, `klarna`, … */
  id: string;
  description: string;
  /** The provider's logo of the method. */
  image: string | null;
}

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
  /** Empty when the provider could not be asked: the page then pays without a choice. */
  methods: PaymentMethodOption[];
}

/** Why the link could not be read: unknown (404), expired (410), or no answer worth showing. */
export type LinkProblem = 'invalid' | 'expired' | 'unavailable';

export type LinkRead = { view: PaymentLinkView } | { problem: LinkProblem };

const path = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

// The pages word every answer themselves: no toast, no logout.
export async function readPaymentLink(token: string): Promise<LinkRead> {
  try {
    const view = await rest<Omit<PaymentLinkView, 'methods'> & Partial<Pick<PaymentLinkView, 'methods'>>>(
      path(token),
      { handles: [404, 410, 429] },
    );
    return { view: { ...view, methods: view.methods ?? [] } };
  } catch (error) {
    if (!(error instanceof RequestFailedError)) throw error;
    if (error.status === 404) return { problem: 'invalid' };
    if (error.status === 410) return { problem: 'expired' };
    return { problem: 'unavailable' };
  }
}

/** A refused checkout's code (`payments.providerUnavailable`, `payments.alreadyPaid` …), if the API sent one. */
export type CheckoutResult = { checkoutUrl: string } | { refused: string | null };

// 422 is the API's one refusal of the body: a method the provider does not offer for this payment.
const METHOD_NOT_OFFERED = 'payments.methodNotOffered';

/** `method`: the chosen method's id; none when the page had no methods to offer. */
export async function startCheckout(token: string, method?: string): Promise<CheckoutResult> {
  try {
    return await rest<{ checkoutUrl: string }>(`${path(token)}/checkout`, {
      method: 'POST',
      body: method === undefined ? {} : { method },
      handles: [404, 409, 410, 422, 429, 503],
    });
  } catch (error) {
    if (!(error instanceof RequestFailedError)) throw error;
    if (error.status === 422) return { refused: METHOD_NOT_OFFERED };
    return { refused: error.failures[0]?.reason ?? null };
  }
}
