import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { InboundEvent } from '../../src/common/webhooks/inbound-event.entity.js';
import { PaymentAttemptStatus } from '../../src/modules/payments/payment-attempt.entity.js';
import { PaymentInbox } from '../../src/modules/payments/webhooks/payment-inbox.service.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import {
  attemptsOf,
  decideCheckout,
  eventually,
  inboxRowsOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  paymentIdOf,
  placedOrder,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { openCheckout } from './money-back.js';

let stack: PaymentsStack;
beforeAll(async () => {
  stack = await startPaymentsStack();
});
afterAll(() => stack.close());

/** A placed order with an open checkout at the sandbox; answers the sandbox payment id too. */
async function orderWithCheckout() {
  const placed = await placedOrder(stack.app, { mail: false });
  const checkoutUrl = await openCheckout(stack, placed.token);
  return { ...placed, checkoutUrl, paymentId: paymentIdOf(checkoutUrl) };
}

// As Mollie posts it: form-encoded, `id=<payment id>`, no signature.
const postForm = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  request(stack.app.getHttpServer())
    .post('/api/payments/webhook')
    .set('Content-Type', contentType)
    .send(body);

const statusChanges = (orderId: string) =>
  stack.app
    .get(DataSource)
    .getRepository(AuditLog)
    .findBy({ event: 'payment.status_changed', subject_type: 'order', subject_id: orderId });

describe("Mollie's webhook", () => {
  it('is form-encoded with the payment id only; the payment is read back and applied once', async () => {
    const { order, checkoutUrl, paymentId } = await orderWithCheckout();
    await decideCheckout(checkoutUrl, 'pay');
    await eventually(
      () => paymentStatusOf(stack.app, order.id),
      (status) => status === PaymentStatus.Success,
    );
    const [row] = await eventually(
      () => inboxRowsOf(stack.app, paymentId),
      (rows) => rows.length === 1 && rows[0].processed_at !== null,
    );
    expect(row).toMatchObject({
      provider: 'mollie',
      type: 'payment',
      payload: { id: paymentId },
      event_id: `${paymentId}#${row.id}`,
      attempts: 1,
      last_error: null,
    });

    // Mollie calls again (a retry, or a refund moving on): a new row, read back, nothing changes twice.
    const again = await sandboxControl('POST', `/payments/${paymentId}/redeliver`);
    expect(again).toMatchObject({ response: { status: 200 } });
    await eventually(
      () => inboxRowsOf(stack.app, paymentId),
      (rows) => rows.length === 2 && rows.every((r) => r.processed_at !== null),
    );
    expect((await statusChanges(order.id)).map((change) => change.details)).toEqual([
      { from: 'Pending', to: 'Success', source: 'webhook', attemptNo: 1, providerPaymentId: paymentId },
    ]);
  });

  it('never trusts the caller: a forged call for an open payment changes nothing', async () => {
    const { order, paymentId } = await orderWithCheckout();
    expect((await postForm(`id=${paymentId}`)).status).toBe(200);
    await eventually(
      () => inboxRowsOf(stack.app, paymentId),
      (rows) => rows.length === 1 && rows[0].processed_at !== null,
    );
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Pending);
    expect(await statusChanges(order.id)).toEqual([]);
  });

  it.each([
    ['an empty body', ''],
    ['an empty id', 'id='],
    ['an id that is not a payment', 'id=re_abc123'],
    ['a script', 'id=tr_<script>'],
    ['a JSON body', JSON.stringify({ id: 'tr_abc123' })],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = await stack.app.get(DataSource).getRepository(InboundEvent).count();
    const response = await postForm(body, body.startsWith('{') ? 'application/json' : undefined);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ reason: 'payments.webhookPayloadInvalid' });
    expect(await stack.app.get(DataSource).getRepository(InboundEvent).count()).toBeLessThanOrEqual(before);
  });

  it('refuses an oversized body with 413', async () => {
    expect((await postForm(`id=tr_abc123&pad=${'x'.repeat(20_000)}`)).status).toBe(413);
  });

  it('answers 200 for a payment the provider does not know, and notes it', async () => {
    const resource = `tr_unknown${Date.now()}`;
    expect((await postForm(`id=${resource}`)).status).toBe(200);
    const [row] = await eventually(
      () => inboxRowsOf(stack.app, resource),
      (rows) => rows[0]?.processed_at !== null,
    );
    expect(row.last_error).toBe(`unknown payment ${resource}`);
  });

  it('keeps one open row per payment: a call while one waits is a duplicate', async () => {
    // An API of its own, whose queue no worker reads: its rows wait.
    const idle = await createTestApp({ REDIS_PREFIX: `test-idle-inbox-${process.pid}-${Date.now()}` });
    try {
      const inbox = idle.get(PaymentInbox);
      const paymentId = `tr_waiting${Date.now()}`;
      expect(await inbox.receive(Buffer.from(`id=${paymentId}`))).toBe('queued');
      expect(await inbox.receive(Buffer.from(`id=${paymentId}`))).toBe('duplicate');
      const [row] = await inboxRowsOf(stack.app, paymentId);
      // The job takes the row (renames it) before it reads the payment: the next call opens a new row.
      await stack.app
        .get(DataSource)
        .getRepository(InboundEvent)
        .update(row.id, { event_id: `${paymentId}#${row.id}` });
      expect(await inbox.receive(Buffer.from(`id=${paymentId}`))).toBe('queued');
      expect(await inboxRowsOf(stack.app, paymentId)).toHaveLength(2);
    } finally {
      await closeApp(idle);
    }
  });

  it('keeps Success when the calls arrive late and the payment reads expired later', async () => {
    const { order, token, checkoutUrl, paymentId } = await orderWithCheckout();
    const match = { orderId: order.id };
    await sandboxControl('POST', '/webhooks/hold', { hold: true, match });
    try {
      await decideCheckout(checkoutUrl, 'pay');
      await request(stack.app.getHttpServer()).get(`/api/pay/${token}/return`).expect(303);
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
      await sandboxControl('POST', `/payments/${paymentId}/status`, { status: 'expired' });
      await sandboxControl('POST', '/webhooks/release', { order: 'reverse', match });
    } finally {
      await sandboxControl('POST', '/webhooks/hold', { hold: false, match });
    }
    await eventually(
      () => inboxRowsOf(stack.app, paymentId),
      (rows) => rows.length >= 1 && rows.every((row) => row.processed_at !== null),
    );
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
    expect((await attemptsOf(stack.app, order.id))[0].status).toBe(PaymentAttemptStatus.paid);
  });
});
