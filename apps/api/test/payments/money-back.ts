import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { PaymentRefund } from '../../src/modules/payments/refunds/payment-refund.entity.js';
import { TestClient } from '../helpers/client.js';
import {
  decideCheckout,
  eventually,
  paymentIdOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
} from '../helpers/payments.js';
import { post } from '../helpers/session.js';

// Shared by the refund and chargeback suites: a paid order, its money-back fields, its audit trail.

export const MONEY_BACK = `id payment_status paymentMethod
  refunds { id amount status stornoNumber canRetry refundedAt }
  chargebacks { id amount reason reversedAt }`;
export const ORDER_MONEY_BACK = `query ($id: ID!) { order(id: $id) { ${MONEY_BACK} } }`;
export const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;

export interface MoneyBackView {
  id: string;
  payment_status: string;
  paymentMethod: string | null;
  refunds: {
    id: string;
    amount: number;
    status: string;
    stornoNumber: string | null;
    canRetry: boolean;
    refundedAt: string | null;
  }[];
  chargebacks: { id: string; amount: number; reason: string | null; reversedAt: string | null }[];
}

/** The sandbox's refunds of a payment, as its test controls list them. */
export interface SandboxRefund {
  id: string;
  status: string;
  amount: { value: string };
}

export async function openCheckout(
  stack: PaymentsStack,
  token: string,
  method = 'creditcard',
): Promise<string> {
  const response = await post(new TestClient(stack.app), `/api/pay/${token}/checkout`, { method });
  if (response.status !== 200)
    throw new Error(`checkout: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { checkoutUrl: string }).checkoutUrl;
}

/**
 * A placed order of one analysis line for `total` euros (19 % VAT inside), so that its invoice, and a storno of it,
 * carry the amount paid: the refund of a storno is the storno's amount.
 */
export async function placedOrderWithLine(stack: PaymentsStack, total: number) {
  const placed = await placedOrder(stack.app, { mail: false, total });
  const cents = Math.round(total * 100);
  const tax = Math.round(cents - cents / 1.19);
  const db = stack.app.get(DataSource);
  await db.query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     SELECT $1, 0, id, kind, id, 1, 'Analyses', 1900, $2, 0, $2, $3
     FROM shop_items WHERE type <> 'Supplements' ORDER BY id LIMIT 1`,
    [placed.order.id, cents, tax],
  );
  await db.query(`UPDATE orders SET original_price_cents = $2, tax_amount_cents = $3 WHERE id = $1`, [
    placed.order.id,
    cents,
    tax,
  ]);
  return placed;
}

/** A placed order the patient paid at the sandbox with `method`; answers it with its sandbox payment id. */
export async function paidOrder(stack: PaymentsStack, total = 99.5, method = 'creditcard') {
  const placed = await placedOrderWithLine(stack, total);
  const checkoutUrl = await openCheckout(stack, placed.token, method);
  await decideCheckout(checkoutUrl, 'pay', method);
  await eventually(
    () => paymentStatusOf(stack.app, placed.order.id),
    (status) => status === PaymentStatus.Success,
  );
  return { ...placed, paymentId: paymentIdOf(checkoutUrl) };
}

export const refundsOf = (stack: PaymentsStack, orderId: string) =>
  stack.app
    .get(DataSource)
    .getRepository(PaymentRefund)
    .find({ where: { order_id: orderId }, order: { id: 'ASC' } });

export const sandboxRefunds = async (paymentId: string) =>
  (await sandboxControl<{ refunds: SandboxRefund[] }>('GET', `/payments/${paymentId}`)).refunds;

export const auditEventsOf = async (stack: PaymentsStack, orderId: string, prefix = 'payment.') =>
  (
    await stack.app
      .get(DataSource)
      .getRepository(AuditLog)
      .find({ where: { subject_type: 'order', subject_id: orderId }, order: { id: 'ASC' } })
  )
    .map((row) => row.event)
    .filter((event) => event.startsWith(prefix));
