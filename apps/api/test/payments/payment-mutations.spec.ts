import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { PaymentAttemptStatus } from '../../src/modules/payments/payment-attempt.entity.js';
import { PaymentLink } from '../../src/modules/payments/payment-link.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import {
  attemptsOf,
  eventually,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxPayments,
  startPaymentsStack,
} from '../helpers/payments.js';
import { type SandboxMail, sandboxUrl, waitForMail } from '../helpers/sandbox.js';
import { post, signedIn } from '../helpers/session.js';

const ORDER = 'id order_number payment_status bloodNoiOrder { id }';
const RESEND = `mutation ($orderId: ID!) { resendPaymentLink(orderId: $orderId) { ${ORDER} } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { ${ORDER} } }`;

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

const links = () => stack.app.get(DataSource).getRepository(PaymentLink);
const orders = () => stack.app.get(DataSource).getRepository(Order);
const auditOf = (orderId: string, event: string) =>
  stack.app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { event, subject_type: 'order', subject_id: orderId }, order: { id: 'ASC' } });

/** The sandbox inbox's mails to `email`, once there are at least `count`. */
const mailsTo = (email: string, count: number) =>
  eventually(
    async () =>
      (await (await fetch(`${sandboxUrl()}/mail?to=${encodeURIComponent(email)}`)).json()) as SandboxMail[],
    (mails) => mails.length >= count,
  );

describe('resendPaymentLink', () => {
  it('mails the same link again to the doctor who sees the order, audited', async () => {
    const placed = await placedOrder(stack.app);
    await eventually(
      () => links().findOneByOrFail({ id: placed.link.id }),
      (link) => link.sent_count === 1,
    );
    const result = await placed.doctor.client.query<{
      resendPaymentLink: { id: string; payment_status: string };
    }>(RESEND, { orderId: placed.order.id });
    expect(result.resendPaymentLink).toMatchObject({ id: placed.order.id, payment_status: 'Pending' });
    const mails = await mailsTo(placed.email, 2);
    const url = `${stack.appUrl}/pay/${placed.token}`;
    expect(mails.map((mail) => mail.links.includes(url))).toEqual([true, true]);
    await eventually(
      () => links().findOneByOrFail({ id: placed.link.id }),
      (link) => link.sent_count === 2,
    );
    const [resent] = await auditOf(placed.order.id, 'payment.link_resent');
    expect(resent).toMatchObject({ user_id: placed.doctor.user.id, details: { extended: false } });
  });

  it('gives an expired link a new TTL and the order Pending again', async () => {
    const placed = await placedOrder(stack.app, { mail: false });
    await links().update(placed.link.id, { expires_at: new Date(Date.now() - 60_000) });
    await orders().update(placed.order.id, { payment_status: PaymentStatus.Expired });
    const result = await admin.client.query<{ resendPaymentLink: { payment_status: string } }>(RESEND, {
      orderId: placed.order.id,
    });
    expect(result.resendPaymentLink.payment_status).toBe('Pending');
    const link = await links().findOneByOrFail({ id: placed.link.id });
    expect((link.expires_at.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(13.9);
    const [change] = await auditOf(placed.order.id, 'payment.status_changed');
    expect(change).toMatchObject({
      user_id: admin.user.id,
      details: { from: 'Expired', to: 'Pending', source: 'resend' },
    });
    await waitForMail(placed.email, (mail) => mail.links.includes(`${stack.appUrl}/pay/${placed.token}`));
  });

  it.each([
    [PaymentStatus.Success, 'Diese Bestellung ist bereits bezahlt.'],
    [PaymentStatus.Canceled, 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.'],
  ])('is refused for a %s order', async (status, message) => {
    const placed = await placedOrder(stack.app, { mail: false });
    await orders().update(placed.order.id, { payment_status: status });
    const result = await placed.doctor.client.graphql(RESEND, { orderId: placed.order.id });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect((await links().findOneByOrFail({ id: placed.link.id })).sent_count).toBe(0);
  });

  it("answers not found for another practice's order or an unknown one", async () => {
    const placed = await placedOrder(stack.app, { mail: false });
    const stranger = await signedIn(stack.app);
    for (const orderId of [placed.order.id, '999999999']) {
      const result = await stranger.client.graphql(RESEND, { orderId });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Order not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const malformed = await stranger.client.graphql(RESEND, { orderId: 'abc' });
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION' } });
    expect((await links().findOneByOrFail({ id: placed.link.id })).sent_count).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    const placed = await placedOrder(stack.app, { mail: false });
    const result = await new TestClient(stack.app).graphql(RESEND, { orderId: placed.order.id });
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('markOrderAsPaid', () => {
  it('books the payment for an admin, audited as manual, and ends the open checkout', async () => {
    const placed = await placedOrder(stack.app, { mail: false });
    const checkout = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
    expect(checkout.status).toBe(200);
    const result = await admin.client.query<{
      markOrderAsPaid: { payment_status: string; bloodNoiOrder: null };
    }>(MARK_PAID, { id: placed.order.id });
    expect(result.markOrderAsPaid).toMatchObject({ payment_status: 'Success', bloodNoiOrder: null });
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Success);
    const [change] = await auditOf(placed.order.id, 'payment.status_changed');
    expect(change).toMatchObject({
      user_id: admin.user.id,
      details: { from: 'Pending', to: 'Success', source: 'manual' },
    });
    expect((await sandboxPayments(placed.order.id))[0].status).toBe('canceled');
    expect((await attemptsOf(stack.app, placed.order.id))[0].status).toBe(PaymentAttemptStatus.canceled);
  });

  it('is refused to a doctor', async () => {
    const placed = await placedOrder(stack.app, { mail: false });
    const result = await placed.doctor.client.graphql(MARK_PAID, { id: placed.order.id });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Pending);
  });

  it.each([
    [PaymentStatus.Success, 'Diese Bestellung ist bereits bezahlt.'],
    [PaymentStatus.Canceled, 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.'],
  ])('is refused for a %s order', async (status, message) => {
    const placed = await placedOrder(stack.app, { mail: false });
    await orders().update(placed.order.id, { payment_status: status });
    const result = await admin.client.graphql(MARK_PAID, { id: placed.order.id });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect(await auditOf(placed.order.id, 'payment.status_changed')).toEqual([]);
  });

  it('is refused for a draft', async () => {
    const { client } = await signedIn(stack.app);
    const patient = await createPatient(client);
    const draft = await insertOrder(stack.app, patient.id, { placedAt: null });
    const result = await admin.client.graphql(MARK_PAID, { id: draft.id });
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT', reason: 'payments.notPlaced' },
    });
    expect(await paymentStatusOf(stack.app, draft.id)).toBeNull();
  });
});
