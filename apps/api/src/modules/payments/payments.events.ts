import { defineEvent } from '../../events/index.js';

/** Money arrived for an order that had been cancelled: it is documented (invoice) and refunded (storno). */
export const PaymentReceivedAfterCancel = defineEvent<{ orderId: string }>('payment.received-after-cancel');

/**
 * An order's payment link expired unpaid (the sweep moved its payment status to Expired), published once, in
 * that transaction. The payments area tells the order's doctor, who can resend the link.
 */
export const PaymentLinkExpired = defineEvent<{ orderId: string }>('payment.link-expired');

/**
 * Billing cancelled a paid prepayment invoice with a storno: the patient gets the storno's amount back. Published
 * by billing in the storno's transaction; the payments area opens the refund there (once per storno) and asks the
 * provider after the commit.
 */
export const RefundDue = defineEvent<{
  orderId: string;
  stornoId: string;
  stornoNumber: string;
  amountCents: number;
}>('payment.refund-due');

/** The provider reported a new chargeback of an order's payment: the service team is told (after the commit). */
export const ChargebackReceived = defineEvent<{ orderId: string; chargebackId: string }>(
  'payment.chargeback-received',
);
