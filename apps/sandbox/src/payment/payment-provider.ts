import { type FinalPaymentStatus, orderIdOf, type PaymentEvent } from './payment.js';
import { type EventRecord, type PaymentRecord } from './payment-record.js';
import { PaymentStore } from './payment-store.js';
import { randomId } from './random-id.js';
import { type PaymentInput } from './validate-payment.js';
import { type WebhookDispatcher } from './webhook-dispatcher.js';

export interface PaymentProviderOptions {
  /** Lifetime of a payment created without expiresAt. */
  readonly ttlMs: number;
  readonly dispatcher: WebhookDispatcher;
  readonly store?: PaymentStore;
}

const TIME_FIELD = {
  paid: 'paidAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
} as const satisfies Record<FinalPaymentStatus, keyof PaymentRecord>;

/**
 * The provider's rules: payments start open, end paid, failed, canceled or expired, and every change
 * sends a webhook. Open payments past their expiry expire when read or when the clock ticks.
 */
export class PaymentProvider {
  private readonly store: PaymentStore;

  constructor(private readonly options: PaymentProviderOptions) {
    this.store = options.store ?? new PaymentStore();
  }

  create(input: PaymentInput, now = new Date()): PaymentRecord {
    const record: PaymentRecord = {
      id: randomId('tr_', 10),
      status: 'open',
      amount: input.amount,
      description: input.description,
      metadata: input.metadata,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      createdAt: now.toISOString(),
      expiresAt: input.expiresAt ?? new Date(now.getTime() + this.options.ttlMs).toISOString(),
      paidAt: null,
      failedAt: null,
      canceledAt: null,
      expiredAt: null,
      events: [],
    };
    this.store.add(record);
    return record;
  }

  /** The payment, expired first if its time has come. */
  find(id: string): PaymentRecord | undefined {
    const record = this.store.get(id);
    if (record) this.expireIfDue(record, new Date());
    return record;
  }

  /** Newest first, each expired first if its time has come. */
  list(orderId?: string): PaymentRecord[] {
    const now = new Date();
    const records = this.store.list(orderId);
    for (const record of records) this.expireIfDue(record, now);
    return records;
  }

  /** Ends an open payment (checkout, cancel); false when it is not open. */
  settle(record: PaymentRecord, status: FinalPaymentStatus): boolean {
    this.expireIfDue(record, new Date());
    if (record.status !== 'open') return false;
    this.changeStatus(record, status, { notify: true });
    return true;
  }

  /** Test control: any final status, from any status; notify=false keeps the webhook held. */
  force(record: PaymentRecord, status: FinalPaymentStatus, notify: boolean): EventRecord {
    return this.changeStatus(record, status, { notify });
  }

  /** The clock's tick: every open payment past its expiry expires. */
  expireDue(now = new Date()): void {
    for (const record of this.store.list()) this.expireIfDue(record, now);
  }

  reset(): void {
    this.store.clear();
  }

  private expireIfDue(record: PaymentRecord, now: Date): void {
    if (record.status === 'open' && Date.parse(record.expiresAt) <= now.getTime()) {
      this.changeStatus(record, 'expired', { notify: true, at: record.expiresAt });
    }
  }

  private changeStatus(
    record: PaymentRecord,
    status: FinalPaymentStatus,
    { notify, at = new Date().toISOString() }: { notify: boolean; at?: string },
  ): EventRecord {
    record.status = status;
    for (const field of Object.values(TIME_FIELD)) record[field] = null;
    record[TIME_FIELD[status]] = at;

    const event: PaymentEvent = {
      id: randomId('evt_', 14),
      type: `payment.${status}`,
      createdAt: new Date().toISOString(),
      data: { id: record.id },
    };
    const eventRecord: EventRecord = {
      event,
      body: JSON.stringify(event),
      webhookUrl: record.webhookUrl,
      orderId: orderIdOf(record.metadata),
      held: false,
      deliveries: [],
    };
    record.events.push(eventRecord);
    this.options.dispatcher.dispatch(eventRecord, { hold: !notify });
    return eventRecord;
  }
}
