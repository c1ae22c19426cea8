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
  /** The method the payer chose (`creditcard`, `paypal`, …); null until chosen. */
  method: string | null;
  /** What the provider refunded so far (refunds that did not fail). */
  amountRefundedCents: number;
  /** What the payer's bank took back. */
  amountChargedBackCents: number;
}

/** Mollie's refund statuses: `queued` waits for balance, `pending`/`processing` are on their way. */
export type ProviderRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

export interface ProviderRefund {
  /** The provider's id (`re_…`). */
  id: string;
  paymentId: string;
  status: ProviderRefundStatus;
  amountCents: number;
  createdAt: Date;
}

export interface CreateRefundRequest {
  paymentId: string;
  amountCents: number;
  description: string;
  /** One refund per key, whatever retries happen (our key: `refund:<refund row id>`). */
  idempotencyKey: string;
}

/** Money the payer's bank took back from us (a disputed card payment, a returned direct debit). */
export interface ProviderChargeback {
  /** The provider's id (`chb_…`). */
  id: string;
  paymentId: string;
  amountCents: number;
  createdAt: Date;
  /** Set when the bank gave the money back to us after all. */
  reversedAt: Date | null;
  /** The bank's reason, as the provider words it; null when none was given. */
  reason: string | null;
}

/** A way to pay the provider offers for an amount and country. */
export interface ProviderMethod {
  /** The provider's id (`creditcard`, `paypal`, `banktransfer`, `eps`, `klarna`, …). */
  id: string;
  /** Its name in the requested language. */
  description: string;
  /** A small logo (SVG or PNG) at the provider; null when it has none. */
  imageUrl: string | null;
}

export interface MethodsQuery {
  amountCents: number;
  /** ISO 3166-1 alpha-2 of the payer's billing country; null when unknown. */
  countryCode: string | null;
  locale: 'de' | 'en';
}

export interface CreatePaymentRequest {
  /** The same key replays the first answer: a retried click never opens a second checkout. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  orderId: string;
  /** The method the payer chose on our page; null lets the payer choose at the provider. */
  method: string | null;
  locale: 'de' | 'en';
}

export interface PaymentProvider {
  /** Stored with attempts and inbound events, so rows of different providers never mix. */
  readonly name: string;
  create(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider sees it now; null when it does not know the id. */
  get(paymentId: string): Promise<ProviderPayment | null>;
  /** Ends an open checkout; null when the provider does not know it or it cannot be canceled any more. */
  cancel(paymentId: string): Promise<ProviderPayment | null>;
  /** The methods the provider offers for this amount and country, in its order. */
  methods(query: MethodsQuery): Promise<ProviderMethod[]>;
  /** Refunds (part of) a paid payment; the same idempotency key answers the same refund. */
  refund(request: CreateRefundRequest): Promise<ProviderRefund>;
  /** A payment's refunds, oldest first. */
  refunds(paymentId: string): Promise<ProviderRefund[]>;
  /** A payment's chargebacks, oldest first. */
  chargebacks(paymentId: string): Promise<ProviderChargeback[]>;
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
