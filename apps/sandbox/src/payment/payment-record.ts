import {
  type ChargebackReason,
  type PaymentAmount,
  type PaymentEvent,
  type PaymentMethodId,
  type PaymentStatus,
  type RefundStatus,
  type WebhookDeliveryAttempt,
} from './payment.js';

/** One webhook: the body (`id=tr_…`) is fixed at creation and sent unchanged on every attempt. */
export interface EventRecord {
  readonly event: PaymentEvent;
  readonly body: string;
  readonly webhookUrl: string;
  readonly orderId: string | null;
  /** Queued until a release (test controls hold it). */
  held: boolean;
  readonly deliveries: WebhookDeliveryAttempt[];
}

export interface RefundRecord {
  readonly id: string;
  readonly paymentId: string;
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly metadata: unknown;
  readonly createdAt: string;
  status: RefundStatus;
  /** Where the settle clock takes it: "failed" when a fault said so. */
  readonly settlesTo: 'refunded' | 'failed';
  settleTimer: NodeJS.Timeout | undefined;
}

export interface ChargebackRecord {
  readonly id: string;
  readonly paymentId: string;
  readonly amount: PaymentAmount;
  readonly createdAt: string;
  readonly reason: ChargebackReason | null;
}

export type StatusTimeField = 'paidAt' | 'authorizedAt' | 'failedAt' | 'canceledAt' | 'expiredAt';

/** A payment as the sandbox keeps it; the JSON shapes are made from it on the way out. */
export interface PaymentRecord {
  readonly id: string;
  status: PaymentStatus;
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly metadata: unknown;
  readonly redirectUrl: string;
  readonly webhookUrl: string | null;
  readonly locale: string | null;
  readonly billingCountry: string | null;
  /** The methods the payer may choose from at checkout. */
  readonly offeredMethods: readonly PaymentMethodId[];
  method: PaymentMethodId | null;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly times: Partial<Record<StatusTimeField, string>>;
  readonly refunds: RefundRecord[];
  readonly chargebacks: ChargebackRecord[];
  /** Oldest first. */
  readonly events: EventRecord[];
}
