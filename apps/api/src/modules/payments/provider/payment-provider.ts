/**
 * The payment provider as the portal needs it, with Mollie's semantics: a payment is created with an
 * idempotency key and answers a hosted checkout; its state is always read back by id (a webhook only
 * says which payment to read). Mollie is the first real provider; Stripe's Checkout fits the same port.
 */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Mollie's payment statuses; `pending` and `authorized` are in-between states that end in one of the others. */
export type ProviderPaymentStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  /** The provider's id (`tr_…`). */
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** The order id we put into the metadata, as the provider echoes it. */
  orderId: string | null;
  /** The hosted checkout while the payment can still be paid. */
  checkoutUrl: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
}

export interface CreatePaymentRequest {
  /** The same key replays the first answer: a retried click never opens a second checkout. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  orderId: string;
}

export interface PaymentProvider {
  /** Stored with attempts and inbound events, so rows of different providers never mix. */
  readonly name: string;
  create(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider sees it now; null when it does not know the id. */
  get(paymentId: string): Promise<ProviderPayment | null>;
  /** Ends an open checkout; null when the provider does not know it or it cannot be canceled any more. */
  cancel(paymentId: string): Promise<ProviderPayment | null>;
}

/** The provider answered 5xx, timed out or could not be reached: the caller may retry later. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** The provider refused the request (4xx) or answered something we cannot read. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
