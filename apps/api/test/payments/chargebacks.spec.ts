import { Permission } from '@portal/shared-types';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PaymentChargeback } from '../../src/modules/payments/chargebacks/payment-chargeback.entity.js';
import {
  eventually,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { TestClient } from '../helpers/client.js';
import { post, signedIn } from '../helpers/session.js';
import { auditEventsOf, type MoneyBackView, ORDER_MONEY_BACK, paidOrder } from './money-back.js';

const SERVICE_TEAM = 'service@vitalis-portal.de';
const STATISTICS = `{ orderStatistics { chargebacksCount chargebacksSum } }`;
const ADMIN_ORDERS = `query ($search: String) { orders(first: 10, page: 1, search: $search) { data { id payment_status } } }`;

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

const chargebacksOf = (orderId: string) =>
  stack.app.get(DataSource).getRepository(PaymentChargeback).findBy({ order_id: orderId });
const statistics = async () =>
  (
    await admin.client.query<{ orderStatistics: { chargebacksCount: number; chargebacksSum: number } }>(
      STATISTICS,
    )
  ).orderStatistics;

describe('a chargeback', () => {
  it('marks the paid order charged back, is audited, mails the service team once, and shows to doctor and admin', async () => {
    const paid = await paidOrder(stack, 80, 'creditcard');
    const before = await statistics();
    await sandboxControl('POST', `/payments/${paid.paymentId}/chargeback`, {
      amount: '80.00',
      reason: { code: 'AC04', description: 'Konto erloschen' },
    });
    await eventually(
      () => paymentStatusOf(stack.app, paid.order.id),
      (status) => status === PaymentStatus.ChargedBack,
    );
    const [row] = await chargebacksOf(paid.order.id);
    expect(row).toMatchObject({ amount_cents: 8000, reason: 'Konto erloschen', reversed_at: null });
    expect(await auditEventsOf(stack, paid.order.id)).toEqual(
      expect.arrayContaining(['payment.charged_back', 'payment.status_changed']),
    );
    const mail = await waitForMail(
      SERVICE_TEAM,
      (m) => m.subject === `Rückbuchung zu Bestellung ${paid.order.order_number}`,
    );
    expect(mail.text).toContain('80,00');
    expect(mail.text).toContain('Konto erloschen');

    for (const viewer of [paid.doctor, admin]) {
      const { order } = await viewer.client.query<{ order: MoneyBackView }>(ORDER_MONEY_BACK, {
        id: paid.order.id,
      });
      expect(order).toMatchObject({
        payment_status: 'ChargedBack',
        chargebacks: [{ amount: 80, reason: 'Konto erloschen', reversedAt: null }],
      });
    }
    const { orders } = await admin.client.query<{
      orders: { data: { id: string; payment_status: string }[] };
    }>(ADMIN_ORDERS, { search: paid.order.order_number });
    expect(orders.data).toEqual([{ id: paid.order.id, payment_status: 'ChargedBack' }]);
    // The pay link does not take the money again: the service team settles it with the practice.
    const page = await request(stack.app.getHttpServer()).get(`/api/pay/${paid.token}`).expect(200);
    expect(page.body).toMatchObject({ paymentStatus: 'ChargedBack', canPay: false, methods: [] });
    const again = await post(new TestClient(stack.app), `/api/pay/${paid.token}/checkout`, {
      method: 'creditcard',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'payments.chargedBack',
      message:
        'Die Zahlung dieser Bestellung wurde von der Bank zurückgebucht. Bitte wenden Sie sich an Ihre Praxis.',
    });

    const resend = await paid.doctor.client.graphql(
      `mutation ($id: ID!) { resendPaymentLink(orderId: $id) { id } }`,
      { id: paid.order.id },
    );
    expect(resend.errors?.[0]).toMatchObject({
      message:
        'Die Zahlung dieser Bestellung wurde von der Bank zurückgebucht. Bitte wenden Sie sich an Ihre Praxis.',
      extensions: { code: 'CONFLICT' },
    });

    const after = await statistics();
    expect(after.chargebacksCount).toBe(before.chargebacksCount + 1);
    expect(after.chargebacksSum).toBeCloseTo(before.chargebacksSum + 80, 2);

    // Delivered again: still one chargeback, one mail, one status change.
    await sandboxControl('POST', `/payments/${paid.paymentId}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await chargebacksOf(paid.order.id)).toHaveLength(1);
    const mails = (await inboxOf(SERVICE_TEAM)).filter((m) =>
      m.subject.endsWith(` ${paid.order.order_number}`),
    );
    expect(mails).toHaveLength(1);
    expect((await auditEventsOf(stack, paid.order.id, 'payment.charged_back')).length).toBe(1);
  });

  it('is refused by the statistics for a doctor', async () => {
    const doctor = await signedIn(stack.app);
    const denied = await doctor.client.graphql(STATISTICS);
    expect(denied.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
