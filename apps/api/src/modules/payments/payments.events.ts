import { defineEvent } from '../../events/index.js';

/** Money arrived for an order that had been cancelled: it is documented (invoice) and refunded (storno). */
export const PaymentReceivedAfterCancel = defineEvent<{ orderId: string }>('payment.received-after-cancel');

/**
 * An order's payment link expired unpaid (the sweep moved its payment status to Expired), published once, in
 * that transaction. The payments area tells the order's doctor, who can resend the link.
 */
export const PaymentLinkExpired = defineEvent<{ orderId: string }>('payment.link-expired');
