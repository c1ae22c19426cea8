import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
} from '../../src/modules/payments/provider/payment-provider.js';
import { PaymentRefunds } from '../../src/modules/payments/refunds/payment-refunds.service.js';
import { PaymentSweep } from '../../src/modules/payments/jobs/payment-sweep.service.js';
import {
  decideCheckout,
  eventually,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { signedIn } from '../helpers/session.js';
import {
  auditEventsOf,
  CANCEL_ORDER,
  type MoneyBackView,
  openCheckout,
  ORDER_MONEY_BACK,
  paidOrder,
  placedOrderWithLine,
  refundsOf,
  sandboxRefunds,
} from './money-back.js';

const RETRY = `mutation ($id: ID!) { retryRefund(id: $id) { id status canRetry amount } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id } }`;
const FAILED_REFUNDS = `{ orderStatistics { failedRefundsCount } }`;

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

const refunded = (orderId: string, count = 1) =>
  eventually(
    () => refundsOf(stack, orderId),
    (rows) => rows.length === count && rows.every((row) => row.status === 'Refunded'),
    20_000,
  );

describe('a storno of a paid order', () => {
  it("refunds the storno's amount through the provider, once, and the doctor and the admin see it", async () => {
    const paid = await paidOrder(stack, 99.5);
    await paid.doctor.client.query(CANCEL_ORDER, { id: paid.order.id });
    const [row] = await refunded(paid.order.id);
    expect(row).toMatchObject({
      amount_cents: 9950,
      try_no: 1,
      last_error: null,
      cause: `storno:${row.storno_id}`,
    });

    const atProvider = await sandboxRefunds(paid.paymentId);
    expect(atProvider).toEqual([expect.objectContaining({ id: row.provider_refund_id, status: 'refunded' })]);
    expect(atProvider[0].amount.value).toBe('99.50');

    for (const viewer of [paid.doctor, admin]) {
      const { order } = await viewer.client.query<{ order: MoneyBackView }>(ORDER_MONEY_BACK, {
        id: paid.order.id,
      });
      expect(order).toMatchObject({
        paymentMethod: 'creditcard',
        refunds: [
          {
            amount: 99.5,
            status: 'Refunded',
            stornoNumber: expect.stringMatching(/^ST-\d{4}-\d{5}$/),
            canRetry: false,
            refundedAt: expect.any(String),
          },
        ],
        chargebacks: [],
      });
    }
    const other = await signedIn(stack.app);
    const hidden = await other.client.graphql(ORDER_MONEY_BACK, { id: paid.order.id });
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });

    expect(await auditEventsOf(stack, paid.order.id, 'payment.refund')).toEqual([
      'payment.refund_opened',
      'payment.refund_requested',
      'payment.refund_status_changed',
    ]);

    // The provider's webhook again, the job again, the sweep: nothing is refunded twice.
    await sandboxControl('POST', `/payments/${paid.paymentId}/redeliver`);
    await stack.worker.get(PaymentRefunds).request(row.id);
    await stack.worker.get(PaymentSweep).run();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await refundsOf(stack, paid.order.id)).toHaveLength(1);
    expect(await sandboxRefunds(paid.paymentId)).toHaveLength(1);
  });

  it('refunds only what is left when part of the payment went back already (a partial refund)', async () => {
    const paid = await paidOrder(stack, 100);
    // The service team gave 30 € back in the provider's dashboard before the order was cancelled.
    await stack.worker.get<PaymentProvider>(PAYMENT_PROVIDER).refund({
      paymentId: paid.paymentId,
      amountCents: 3000,
      description: 'Kulanz',
      idempotencyKey: `dashboard-${paid.paymentId}`,
    });
    await paid.doctor.client.query(CANCEL_ORDER, { id: paid.order.id });
    const [row] = await refunded(paid.order.id);
    expect(row.amount_cents).toBe(7000);
    const atProvider = await sandboxRefunds(paid.paymentId);
    expect(atProvider.map((refund) => refund.amount.value).sort()).toEqual(['30.00', '70.00']);
    const { order } = await paid.doctor.client.query<{ order: MoneyBackView }>(ORDER_MONEY_BACK, {
      id: paid.order.id,
    });
    expect(order.refunds).toMatchObject([{ amount: 70, status: 'Refunded' }]);
  });

  it('refunds money that arrives after the order was cancelled', async () => {
    const placed = await placedOrderWithLine(stack, 45);
    const checkoutUrl = await openCheckout(stack, placed.token, 'paypal');
    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    await decideCheckout(checkoutUrl, 'pay', 'paypal');
    const [row] = await refunded(placed.order.id);
    expect(row.amount_cents).toBe(4500);
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Canceled);
    expect(await auditEventsOf(stack, placed.order.id)).toEqual(
      expect.arrayContaining([
        'payment.paid_after_cancel',
        'payment.refund_opened',
        'payment.refund_requested',
      ]),
    );
  });

  it('asks the provider once with one key, whatever the retries after a provider outage', async () => {
    const paid = await paidOrder(stack, 30);
    await sandboxControl('POST', '/faults', {
      operation: 'refund',
      mode: 'timeout',
      count: 1,
      match: { orderId: paid.order.id },
    });
    await paid.doctor.client.query(CANCEL_ORDER, { id: paid.order.id });
    const [row] = await refunded(paid.order.id);
    expect(row.try_no).toBe(1);
    expect(await sandboxRefunds(paid.paymentId)).toHaveLength(1);
  });

  it('keeps a refund the provider failed, shows it to the admin, and an admin asks again', async () => {
    const paid = await paidOrder(stack, 20);
    const before = (
      await admin.client.query<{ orderStatistics: { failedRefundsCount: number } }>(FAILED_REFUNDS)
    ).orderStatistics.failedRefundsCount;
    await sandboxControl('POST', '/faults', {
      operation: 'refund',
      refundStatus: 'failed',
      match: { orderId: paid.order.id },
    });
    await paid.doctor.client.query(CANCEL_ORDER, { id: paid.order.id });
    const [failed] = await eventually(
      () => refundsOf(stack, paid.order.id),
      (rows) => rows[0]?.status === 'Failed',
      20_000,
    );
    expect(failed.last_error).toBe('the provider reported the refund failed');
    const { order: seenByAdmin } = await admin.client.query<{ order: MoneyBackView }>(ORDER_MONEY_BACK, {
      id: paid.order.id,
    });
    expect(seenByAdmin.refunds).toMatchObject([{ status: 'Failed', canRetry: true }]);
    const { order: seenByDoctor } = await paid.doctor.client.query<{ order: MoneyBackView }>(
      ORDER_MONEY_BACK,
      {
        id: paid.order.id,
      },
    );
    expect(seenByDoctor.refunds).toMatchObject([{ status: 'Failed', canRetry: false }]);
    const failedNow = await admin.client.query<{ orderStatistics: { failedRefundsCount: number } }>(
      FAILED_REFUNDS,
    );
    expect(failedNow.orderStatistics.failedRefundsCount).toBeGreaterThanOrEqual(before + 1);

    const denied = await paid.doctor.client.graphql(RETRY, { id: failed.id });
    expect(denied.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refundsOf(stack, paid.order.id))[0]).toMatchObject({ status: 'Failed', try_no: 1 });

    const { retryRefund } = await admin.client.query<{ retryRefund: { status: string; canRetry: boolean } }>(
      RETRY,
      { id: failed.id },
    );
    expect(retryRefund).toMatchObject({ status: 'Queued', canRetry: false });
    const [again] = await refunded(paid.order.id);
    expect(again).toMatchObject({ id: failed.id, try_no: 2, last_error: null });
    expect((await sandboxRefunds(paid.paymentId)).map((refund) => refund.status)).toEqual([
      'failed',
      'refunded',
    ]);
    expect(await auditEventsOf(stack, paid.order.id, 'payment.refund_retried')).toHaveLength(1);

    const notFailed = await admin.client.graphql(RETRY, { id: failed.id });
    expect(notFailed.errors?.[0]).toMatchObject({
      message: 'Nur eine fehlgeschlagene Erstattung kann erneut angefordert werden.',
      extensions: { code: 'CONFLICT' },
    });
    const unknown = await admin.client.graphql(RETRY, { id: '999999999' });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('of an order paid by hand is audited as a refund by bank transfer, and nothing goes to the provider', async () => {
    const placed = await placedOrderWithLine(stack, 10);
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    expect(await refundsOf(stack, placed.order.id)).toEqual([]);
    expect(await auditEventsOf(stack, placed.order.id, 'payment.refund')).toEqual(['payment.refund_by_hand']);
  });
});

describe('a second payment of the same order', () => {
  it('is refunded in full, and the order stays paid', async () => {
    const placed = await placedOrder(stack.app, { mail: false, total: 64 });
    const first = await openCheckout(stack, placed.token, 'paypal');
    const second = await openCheckout(stack, placed.token, 'creditcard');
    await decideCheckout(second, 'pay', 'creditcard');
    await eventually(
      () => paymentStatusOf(stack.app, placed.order.id),
      (status) => status === PaymentStatus.Success,
    );
    // The first checkout, ended when the patient switched, is paid after all (a provider that could not end it).
    const firstId = new URL(first).pathname.split('/').pop()!;
    await sandboxControl('POST', `/payments/${firstId}/status`, { status: 'paid' });
    const [row] = await refunded(placed.order.id);
    expect(row).toMatchObject({ amount_cents: 6400, storno_id: null, provider_payment_id: firstId });
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Success);
    const invoices = await stack.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM billing_documents WHERE order_id = $1`, [placed.order.id]);
    expect(invoices[0].n).toBe(1);
  });
});
