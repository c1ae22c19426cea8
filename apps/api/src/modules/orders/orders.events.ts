import { defineEvent } from '../../events/index.js';

/** The order's payment became Success (provider, sweep or the service team): published once per order. */
export const OrderPaid = defineEvent<{ orderId: string }>('order.paid');
