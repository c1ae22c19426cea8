import { orderIdOf } from './payment.js';
import { type PaymentRecord } from './payment-record.js';

export const PAYMENT_STORE_LIMIT = 5000;

/** Payments in memory; the oldest is dropped beyond the limit, with its events. */
export class PaymentStore {
  // A Map iterates in insertion order: oldest first.
  private readonly payments = new Map<string, PaymentRecord>();

  constructor(private readonly limit = PAYMENT_STORE_LIMIT) {}

  add(payment: PaymentRecord): void {
    this.payments.set(payment.id, payment);
    for (const id of this.payments.keys()) {
      if (this.payments.size <= this.limit) break;
      this.payments.delete(id);
    }
  }

  get(id: string): PaymentRecord | undefined {
    return this.payments.get(id);
  }

  /** Newest first; with an order id, only the payments whose metadata.orderId matches. */
  list(orderId?: string): PaymentRecord[] {
    const all = [...this.payments.values()].reverse();
    return orderId === undefined ? all : all.filter((payment) => orderIdOf(payment.metadata) === orderId);
  }

  clear(): void {
    this.payments.clear();
  }
}
