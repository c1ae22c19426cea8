import {
  type Payment,
  type PaymentAmount,
  type PaymentEvent,
  type PaymentStatus,
  type PaymentWithEvents,
  type WebhookDeliveryAttempt,
} from './payment.js';

/** One status change's webhook: the body is fixed at creation and sent unchanged on every attempt. */
export interface EventRecord {
  readonly event: PaymentEvent;
  readonly body: string;
  readonly webhookUrl: string;
  readonly orderId: string | null;
  /** Queued until a release (test controls hold it). */
  held: boolean;
  readonly deliveries: WebhookDeliveryAttempt[];
}

/** A payment as the sandbox keeps it; the JSON shapes are made from it on the way out. */
export interface PaymentRecord {
  readonly id: string;
  status: PaymentStatus;
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly metadata: Readonly<Record<string, unknown>> | null;
  readonly redirectUrl: string;
  readonly webhookUrl: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  paidAt: string | null;
  failedAt: string | null;
  canceledAt: string | null;
  expiredAt: string | null;
  /** Oldest first. */
  readonly events: EventRecord[];
}

export function paymentJson(record: PaymentRecord, checkoutUrl: string): Payment {
  const { events: _events, ...fields } = record;
  return {
    ...fields,
    _links: { checkout: record.status === 'open' ? { href: checkoutUrl } : null },
  };
}

export function paymentWithEventsJson(record: PaymentRecord, checkoutUrl: string): PaymentWithEvents {
  return {
    ...paymentJson(record, checkoutUrl),
    events: record.events.map(({ event, held, deliveries }) => ({
      ...event,
      held,
      deliveries: [...deliveries],
    })),
  };
}
