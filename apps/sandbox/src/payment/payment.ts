// The Mollie API v2 shapes the sandbox answers, as the portal's API (and @mollie/api-client) sees them.

export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
/** What the test controls may force a payment to. */
export type ForcedPaymentStatus = Exclude<PaymentStatus, 'open'>;
export type RefundStatus = 'pending' | 'processing' | 'refunded' | 'failed';
export type PaymentMethodId = 'creditcard' | 'paypal' | 'banktransfer' | 'eps' | 'klarna';

export const FORCED_PAYMENT_STATUSES: readonly ForcedPaymentStatus[] = [
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
];
export const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'processing', 'refunded', 'failed'];

export interface PaymentAmount {
  readonly currency: 'EUR';
  /** Two decimals, e.g. "123.45"; negative for settlement amounts of refunds and chargebacks. */
  readonly value: string;
}

export interface Link {
  readonly href: string;
  readonly type: string;
}

export interface Payment {
  readonly resource: 'payment';
  /** "tr_…" */
  readonly id: string;
  readonly mode: 'test';
  /** ISO 8601, UTC, like every time below. */
  readonly createdAt: string;
  readonly amount: PaymentAmount;
  readonly description: string;
  /** Null until the payer chooses one at checkout, unless the payment was created with one method. */
  readonly method: PaymentMethodId | null;
  readonly metadata: unknown;
  readonly status: PaymentStatus;
  readonly isCancelable: boolean;
  readonly expiresAt: string;
  readonly paidAt?: string;
  readonly authorizedAt?: string;
  readonly canceledAt?: string;
  readonly expiredAt?: string;
  readonly failedAt?: string;
  readonly profileId: string;
  readonly sequenceType: 'oneoff';
  readonly redirectUrl: string;
  readonly webhookUrl: string | null;
  readonly locale: string | null;
  readonly countryCode?: string;
  readonly amountRefunded?: PaymentAmount;
  readonly amountRemaining?: PaymentAmount;
  readonly amountChargedBack?: PaymentAmount;
  readonly _links: {
    readonly self: Link;
    readonly checkout?: Link;
    readonly dashboard: Link;
    readonly documentation: Link;
    readonly refunds?: Link;
    readonly chargebacks?: Link;
  };
}

export interface Refund {
  readonly resource: 'refund';
  /** "re_…" */
  readonly id: string;
  readonly amount: PaymentAmount;
  readonly status: RefundStatus;
  readonly createdAt: string;
  readonly description: string;
  readonly metadata: unknown;
  readonly paymentId: string;
  readonly settlementAmount: PaymentAmount;
  readonly _links: { readonly self: Link; readonly payment: Link; readonly documentation: Link };
}

export interface ChargebackReason {
  readonly code: string;
  readonly description: string;
}

export interface Chargeback {
  readonly resource: 'chargeback';
  /** "chb_…" */
  readonly id: string;
  readonly amount: PaymentAmount;
  readonly settlementAmount: PaymentAmount;
  readonly createdAt: string;
  readonly reason: ChargebackReason | null;
  readonly reversedAt: string | null;
  readonly paymentId: string;
  readonly _links: { readonly self: Link; readonly payment: Link; readonly documentation: Link };
}

export interface PaymentMethod {
  readonly resource: 'method';
  readonly id: PaymentMethodId;
  readonly description: string;
  readonly minimumAmount: PaymentAmount;
  readonly maximumAmount: PaymentAmount;
  readonly image: { readonly size1x: string; readonly size2x: string; readonly svg: string };
  readonly status: 'activated';
  readonly _links: { readonly self: Link; readonly documentation: Link };
}

/** Mollie's error body, on every 4xx and 5xx of the API. */
export interface MollieError {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly field?: string;
  readonly _links: { readonly documentation: Link };
}

/** What the sandbox records per webhook: the POST body is only `id=tr_…`; the type says why it was sent. */
export interface PaymentEvent {
  /** "evt_…", the sandbox's own id for this notification. */
  readonly id: string;
  /** e.g. "payment.paid", "refund.refunded", "chargeback.created". */
  readonly type: string;
  readonly createdAt: string;
  readonly data: { readonly id: string; readonly refundId?: string; readonly chargebackId?: string };
}

export interface WebhookDeliveryAttempt {
  readonly at: string;
  /** The receiver's HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** Why there was no answer (timeout, connection refused), else null. */
  readonly error: string | null;
}

/** An event as the test controls list it: held ones wait for a release. */
export interface RecordedPaymentEvent extends PaymentEvent {
  readonly held: boolean;
  readonly deliveries: readonly WebhookDeliveryAttempt[];
}

/** GET /payment/test/payments answers a list of these. */
export interface PaymentWithEvents extends Payment {
  readonly events: readonly RecordedPaymentEvent[];
  readonly refunds: readonly Refund[];
  readonly chargebacks: readonly Chargeback[];
}

export function isForcedStatus(status: unknown): status is ForcedPaymentStatus {
  return FORCED_PAYMENT_STATUSES.includes(status as ForcedPaymentStatus);
}

export function isRefundStatus(status: unknown): status is RefundStatus {
  return REFUND_STATUSES.includes(status as RefundStatus);
}

/** metadata.orderId as text, the key the test controls and faults match on. */
export function orderIdOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const orderId = (metadata as Record<string, unknown>).orderId;
  return typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : null;
}
