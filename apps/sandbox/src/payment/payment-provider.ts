import { offeredMethods } from './methods.js';
import { type ForcedPaymentStatus, type PaymentMethodId } from './payment.js';
import { PaymentNotifier } from './payment-notifier.js';
import { type EventRecord, type PaymentRecord, type StatusTimeField } from './payment-record.js';
import { PaymentStore } from './payment-store.js';
import { randomId } from './random-id.js';
import { RefundBook } from './refund-book.js';
import { type PaymentInput } from './validate-payment.js';
import { type WebhookDispatcher } from './webhook-dispatcher.js';

export interface PaymentProviderOptions {
  /** Lifetime of an open payment. */
  readonly ttlMs: number;
  /** A new refund turns refunded (or failed) after this long; 0 = it stays pending until a test control moves it. */
  readonly refundSettleMs: number;
  readonly dispatcher: WebhookDispatcher;
  readonly store?: PaymentStore;
}

const TIME_FIELD: Partial<Record<ForcedPaymentStatus, StatusTimeField>> = {
  paid: 'paidAt',
  authorized: 'authorizedAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
};

/**
 * The provider's rules: payments start open and end paid, failed, canceled or expired, and every
 * status change sends the payment's webhook. Open payments past their expiry expire when read or when
 * the clock ticks. Paid payments take refunds and chargebacks (`refunds`).
 */
export class PaymentProvider {
  /** Refunds and chargebacks of these payments. */
  readonly refunds: RefundBook;
  private readonly store: PaymentStore;
  private readonly notifier: PaymentNotifier;

  constructor(private readonly options: PaymentProviderOptions) {
    this.store = options.store ?? new PaymentStore();
    this.notifier = new PaymentNotifier(options.dispatcher);
    this.refunds = new RefundBook({
      store: this.store,
      notifier: this.notifier,
      settleMs: options.refundSettleMs,
    });
  }

  create(input: PaymentInput, now = new Date()): PaymentRecord {
    const offered =
      input.methods ??
      offeredMethods({ amount: input.amount, billingCountry: input.billingCountry }).map((entry) => entry.id);
    const record: PaymentRecord = {
      id: randomId('tr_', 10),
      status: 'open',
      amount: input.amount,
      description: input.description,
      metadata: input.metadata,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: input.locale,
      billingCountry: input.billingCountry,
      offeredMethods: offered,
      method: input.methods?.length === 1 ? (input.methods[0] ?? null) : null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.options.ttlMs).toISOString(),
      times: {},
      refunds: [],
      chargebacks: [],
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

  /** The payer's choice at checkout; false when the payment is no longer open. */
  checkout(
    record: PaymentRecord,
    status: 'paid' | 'failed' | 'canceled' | 'expired',
    method: PaymentMethodId | null,
  ): boolean {
    this.expireIfDue(record, new Date());
    if (record.status !== 'open') return false;
    if (method !== null) record.method = method;
    this.changeStatus(record, status, { notify: true });
    return true;
  }

  /** The merchant cancels (DELETE); false when the payment is not cancelable. */
  cancel(record: PaymentRecord): boolean {
    this.expireIfDue(record, new Date());
    if (record.status !== 'open' && record.status !== 'authorized') return false;
    this.changeStatus(record, 'canceled', { notify: true });
    return true;
  }

  /** Test control: any status but open, from any status; notify=false keeps the webhook held. */
  force(record: PaymentRecord, status: ForcedPaymentStatus, notify: boolean): EventRecord | null {
    return this.changeStatus(record, status, { notify });
  }

  /** The clock's tick: every open payment past its expiry expires. */
  expireDue(now = new Date()): void {
    for (const record of this.store.list()) this.expireIfDue(record, now);
  }

  /** Forgets every payment and stops their refund clocks. */
  reset(): void {
    this.refunds.stopClocks();
    this.store.clear();
  }

  private expireIfDue(record: PaymentRecord, now: Date): void {
    if (record.status === 'open' && Date.parse(record.expiresAt) <= now.getTime()) {
      this.changeStatus(record, 'expired', { notify: true, at: record.expiresAt });
    }
  }

  private changeStatus(
    record: PaymentRecord,
    status: ForcedPaymentStatus,
    { notify, at = new Date().toISOString() }: { notify: boolean; at?: string },
  ): EventRecord | null {
    record.status = status;
    for (const field of Object.values(TIME_FIELD)) delete record.times[field];
    const field = TIME_FIELD[status];
    if (field !== undefined) record.times[field] = at;
    return this.notifier.notify(record, { type: `payment.${status}` }, notify);
  }
}
