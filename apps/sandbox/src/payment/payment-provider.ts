import { toCents } from './amount.js';
import { offeredMethods } from './methods.js';
import {
  type ChargebackReason,
  type ForcedPaymentStatus,
  orderIdOf,
  type PaymentAmount,
  type PaymentEvent,
  type PaymentMethodId,
  type RefundStatus,
} from './payment.js';
import { remainingCents } from './payment-balance.js';
import {
  type ChargebackRecord,
  type EventRecord,
  type PaymentRecord,
  type RefundRecord,
  type StatusTimeField,
} from './payment-record.js';
import { PaymentStore } from './payment-store.js';
import { randomId } from './random-id.js';
import { type RefundInput } from './validate-refund.js';
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

/** Why an operation was refused, answered as 422 with this detail. */
export class Refusal {
  constructor(
    readonly detail: string,
    readonly field?: string,
  ) {}
}

/**
 * The provider's rules: payments start open and end paid, failed, canceled or expired; paid payments
 * take refunds and chargebacks. Every payment status change, refund status change and new chargeback
 * sends the payment's webhook. Open payments past their expiry expire when read or when the clock ticks.
 */
export class PaymentProvider {
  private readonly store: PaymentStore;

  constructor(private readonly options: PaymentProviderOptions) {
    this.store = options.store ?? new PaymentStore();
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

  /** A pending refund; settlesTo says how it ends (asked only once the refund is accepted). */
  refund(
    record: PaymentRecord,
    input: RefundInput,
    settlesTo: () => 'refunded' | 'failed',
  ): RefundRecord | Refusal {
    if (record.status !== 'paid') {
      return new Refusal(`The payment is ${record.status}: only paid payments can be refunded.`);
    }
    if (toCents(input.amount.value) > remainingCents(record)) {
      return new Refusal(
        'The amount is higher than the amount that remains to be refunded (amountRemaining).',
        'amount',
      );
    }
    const refund: RefundRecord = {
      id: randomId('re_', 10),
      paymentId: record.id,
      amount: input.amount,
      description: input.description,
      metadata: input.metadata,
      createdAt: new Date().toISOString(),
      status: 'pending',
      settlesTo: settlesTo(),
      settleTimer: undefined,
    };
    record.refunds.push(refund);
    if (this.options.refundSettleMs > 0) {
      refund.settleTimer = setTimeout(() => {
        refund.settleTimer = undefined;
        this.setRefundStatus(record, refund, refund.settlesTo);
      }, this.options.refundSettleMs);
      refund.settleTimer.unref();
    }
    return refund;
  }

  /** Moves a refund (settle clock or test control) and sends the payment's webhook. */
  setRefundStatus(record: PaymentRecord, refund: RefundRecord, status: RefundStatus): EventRecord | null {
    clearTimeout(refund.settleTimer);
    refund.settleTimer = undefined;
    refund.status = status;
    return this.notify(record, `refund.${status}`, { refundId: refund.id }, true);
  }

  findRefund(refundId: string): { payment: PaymentRecord; refund: RefundRecord } | undefined {
    for (const payment of this.store.list()) {
      const refund = payment.refunds.find((candidate) => candidate.id === refundId);
      if (refund) return { payment, refund };
    }
    return undefined;
  }

  chargeback(
    record: PaymentRecord,
    amount: PaymentAmount,
    reason: ChargebackReason | null,
  ): ChargebackRecord | Refusal {
    if (record.status !== 'paid') {
      return new Refusal(`The payment is ${record.status}: only paid payments can be charged back.`);
    }
    const chargedBack = record.chargebacks.reduce((total, item) => total + toCents(item.amount.value), 0);
    if (toCents(amount.value) > toCents(record.amount.value) - chargedBack) {
      return new Refusal('The chargeback is higher than what is left of the payment.');
    }
    const chargeback: ChargebackRecord = {
      id: randomId('chb_', 10),
      paymentId: record.id,
      amount,
      createdAt: new Date().toISOString(),
      reason,
    };
    record.chargebacks.push(chargeback);
    this.notify(record, 'chargeback.created', { chargebackId: chargeback.id }, true);
    return chargeback;
  }

  /** The clock's tick: every open payment past its expiry expires. */
  expireDue(now = new Date()): void {
    for (const record of this.store.list()) this.expireIfDue(record, now);
  }

  /** Forgets every payment and stops their refund clocks. */
  reset(): void {
    for (const record of this.store.list()) {
      for (const refund of record.refunds) clearTimeout(refund.settleTimer);
    }
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
    return this.notify(record, `payment.${status}`, {}, notify);
  }

  /** Records the webhook `id=tr_…` and sends it (or holds it); null when the payment has no webhook URL. */
  private notify(
    record: PaymentRecord,
    type: string,
    details: { refundId?: string; chargebackId?: string },
    send: boolean,
  ): EventRecord | null {
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
    this.options.dispatcher.dispatch(eventRecord, { hold: !send });
    return eventRecord;
  }
}
