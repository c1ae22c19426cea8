import { defineEvent } from '../../events/index.js';

/**
 * An order was placed: by a practice (placeOrder) or as a subscription's renewal. Its payment status is
 * Pending; listeners give it a payment link and mail it, and start a plan for a first supplements order.
 */
export const OrderPlaced = defineEvent<{ orderId: string; holdsSupplements: boolean; renewal: boolean }>(
  'order.placed',
);

/** The order was cancelled (by its practice, or with its invoice by billing); its parts with it. */
export const OrderCancelled = defineEvent<{ orderId: string }>('order.cancelled');

/** The order's payment became Success (provider, sweep or the service team): published once per order. */
export const OrderPaid = defineEvent<{ orderId: string }>('order.paid');

/**
 * The production partner shipped the order's supplements: carrier and tracking number are stored on the order
 * (published once per order, in the transaction that stores them). The orders area mails the patient.
 */
export const OrderShipped = defineEvent<{ orderId: string }>('order.shipped');

/**
 * The order is fully supplied (every analysis has its results, the supplements shipped): published once, in the
 * transaction whose lab status change completed it (OrderProgress). `suppliedAt` is an ISO timestamp. Billing
 * issues the final invoice.
 */
export const OrderSupplied = defineEvent<{ orderId: string; suppliedAt: string }>('order.supplied');
