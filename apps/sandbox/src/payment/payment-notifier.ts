import { orderIdOf, type PaymentEvent } from './payment.js';
import { type EventRecord, type PaymentRecord } from './payment-record.js';
import { randomId } from './random-id.js';
import { type WebhookDispatcher } from './webhook-dispatcher.js';

/** What a webhook is about; the body only ever says `id=tr_…`. */
export interface WebhookCause {
  /** e.g. "payment.paid", "refund.refunded", "chargeback.created". */
  readonly type: string;
  readonly refundId?: string;
  readonly chargebackId?: string;
}

/** Records a payment's webhook as an event and hands it to the dispatcher. */
export class PaymentNotifier {
  constructor(private readonly dispatcher: WebhookDispatcher) {}

  /** Sends (or, with send=false, holds) `id=tr_…`; null when the payment has no webhook URL. */
  notify(record: PaymentRecord, { type, ...details }: WebhookCause, send = true): EventRecord | null {
    if (record.webhookUrl === null) return null;
    const event: PaymentEvent = {
      id: randomId('evt_', 14),
      type,
      createdAt: new Date().toISOString(),
      data: { id: record.id, ...details },
    };
    const eventRecord: EventRecord = {
      event,
      body: new URLSearchParams({ id: record.id }).toString(),
      webhookUrl: record.webhookUrl,
      orderId: orderIdOf(record.metadata),
      held: false,
      deliveries: [],
    };
    record.events.push(eventRecord);
    this.dispatcher.dispatch(eventRecord, { hold: !send });
    return eventRecord;
  }
}
