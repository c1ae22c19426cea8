import { toCents } from './amount.js';
import { type ChargebackReason, type PaymentAmount, type RefundStatus } from './payment.js';
import { chargedBackCents, remainingCents } from './payment-balance.js';
import { type PaymentNotifier } from './payment-notifier.js';
import {
  type ChargebackRecord,
  type EventRecord,
  type PaymentRecord,
  type RefundRecord,
} from './payment-record.js';
import { type PaymentStore } from './payment-store.js';
import { randomId } from './random-id.js';
import { type RefundInput } from './validate-refund.js';

/** Why an operation was refused, answered as 422 (API) or 409 (test controls) with this detail. */
export class Refusal {
  constructor(
    readonly detail: string,
    readonly field?: string,
  ) {}
}

export interface RefundBookOptions {
  readonly store: PaymentStore;
  readonly notifier: PaymentNotifier;
  /** A new refund settles after this long; 0 = it stays pending until a test control moves it. */
  readonly settleMs: number;
}

/**
 * Money going back on paid payments: refunds (pending, then refunded or failed on their own clock)
 * and chargebacks. Every refund status change and every new chargeback sends the payment's webhook.
 */
export class RefundBook {
  constructor(private readonly options: RefundBookOptions) {}

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
    if (this.options.settleMs > 0) {
      refund.settleTimer = setTimeout(() => {
        refund.settleTimer = undefined;
        this.setStatus(record, refund, refund.settlesTo);
      }, this.options.settleMs);
      refund.settleTimer.unref();
    }
    return refund;
  }

  /** Moves a refund (settle clock or test control) and sends the payment's webhook. */
  setStatus(record: PaymentRecord, refund: RefundRecord, status: RefundStatus): EventRecord | null {
    clearTimeout(refund.settleTimer);
    refund.settleTimer = undefined;
    refund.status = status;
    return this.options.notifier.notify(record, { type: `refund.${status}`, refundId: refund.id });
  }

  find(refundId: string): { payment: PaymentRecord; refund: RefundRecord } | undefined {
    for (const payment of this.options.store.list()) {
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
    if (toCents(amount.value) > toCents(record.amount.value) - chargedBackCents(record)) {
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
    this.options.notifier.notify(record, { type: 'chargeback.created', chargebackId: chargeback.id });
    return chargeback;
  }

  /** Stops every settle clock (reset, close). */
  stopClocks(): void {
    for (const record of this.options.store.list()) {
      for (const refund of record.refunds) clearTimeout(refund.settleTimer);
    }
  }
}
