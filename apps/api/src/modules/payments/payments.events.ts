import { defineEvent } from '../../events/index.js';

/** Money arrived for an order that had been cancelled: it is documented (invoice) and refunded (storno). */
export const PaymentReceivedAfterCancel = defineEvent<{ orderId: string }>('payment.received-after-cancel');
