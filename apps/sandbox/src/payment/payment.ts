// The provider's JSON shapes, as the portal's API sees them over HTTP.

export type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
export type FinalPaymentStatus = Exclude<PaymentStatus, 'open'>;
export type PaymentEventType = `payment.${FinalPaymentStatus}`;

export const FINAL_PAYMENT_STATUSES: readonly FinalPaymentStatus[] = [
  'paid',
  'failed',
  'canceled',
  'expired',
];

export interface PaymentAmount {
  readonly currency: 'EUR';
  /** Two decimals, e.g. "123.45". */
  readonly value: string;
}

export interface Payment {
  /** "tr_…" */
  readonly id: string;
  readonly status: PaymentStatus;
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly metadata: Readonly<Record<string, unknown>> | null;
  readonly redirectUrl: string;
  readonly webhookUrl: string;
  /** ISO 8601, UTC, like every time below. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly paidAt: string | null;
  readonly failedAt: string | null;
  readonly canceledAt: string | null;
  readonly expiredAt: string | null;
  /** The hosted checkout while the payment is open, else null. */
  readonly _links: { readonly checkout: { readonly href: string } | null };
}

/** The webhook's JSON body: which payment changed; the receiver fetches the payment for its state. */
export interface PaymentEvent {
  /** "evt_…" */
  readonly id: string;
  readonly type: PaymentEventType;
  readonly createdAt: string;
  readonly data: { readonly id: string };
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
}

export function isFinalStatus(status: unknown): status is FinalPaymentStatus {
  return FINAL_PAYMENT_STATUSES.includes(status as FinalPaymentStatus);
}

/** metadata.orderId as text, the key the test controls and faults match on. */
export function orderIdOf(metadata: Readonly<Record<string, unknown>> | null): string | null {
  const orderId = metadata?.orderId;
  return typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : null;
}
