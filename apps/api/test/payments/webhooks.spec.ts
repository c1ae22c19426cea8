import { randomUUID } from 'node:crypto';
import { signPaymentWebhook } from '@portal/sandbox';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { InboundEvent } from '../../src/common/webhooks/inbound-event.entity.js';
import { PaymentAttemptStatus } from '../../src/modules/payments/payment-attempt.entity.js';
import { TestClient } from '../helpers/client.js';
import {
  attemptsOf,
  decideCheckout,
  eventually,
  inboxRowsOf,
  paymentIdOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { post } from '../helpers/session.js';

let stack: PaymentsStack;
beforeAll(async () => {
  stack = await startPaymentsStack();
});
afterAll(() => stack.close());

const SECRET = 'whsec_sandbox_portal';
const unixNow = () => Math.floor(Date.now() / 1000);

/** A placed order with an open checkout at the sandbox; answers the sandbox payment id too. */
async function orderWithCheckout() {
  const placed = await placedOrder(stack.app, { mail: false });
  const response = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
  const checkoutUrl = (response.body as { checkoutUrl: string }).checkoutUrl;
  return { ...placed, checkoutUrl, paymentId: paymentIdOf(checkoutUrl) };
}

interface ManualWebhook {
  event: { id: string };
  response: { status: number; body: string } | null;
}

const sendWebhook = (paymentId: string, body: Record<string, unknown>) =>
  sandboxControl<ManualWebhook>('POST', `/payments/${paymentId}/webhook`, body);

const storedEvent = (eventId: string) =>
  stack.app.get(DataSource).getRepository(InboundEvent).findOneBy({ event_id: eventId });

const postRaw = (body: string, signature?: string) => {
  const call = request(stack.app.getHttpServer())
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json');
  return (signature === undefined ? call : call.set('Payment-Signature', signature)).send(body);
};

describe('the payment webhook', () => {
  it('stores a redelivered event once and applies it once', async () => {
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
    expect(row).toMatchObject({ type: 'payment.paid', attempts: 1, last_error: null });

    const again = await sandboxControl<ManualWebhook>('POST', `/payments/${paymentId}/redeliver`);
    expect(again.event.id).toBe(row.event_id);
    expect(again.response?.status).toBe(200);
    expect(await inboxRowsOf(stack.app, paymentId)).toHaveLength(1);
    const changes = await stack.app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ event: 'payment.status_changed', subject_type: 'order', subject_id: order.id });
    expect(changes.map((change) => change.details)).toEqual([
      { from: 'Pending', to: 'Success', source: 'webhook', attemptNo: 1, providerPaymentId: paymentId },
    ]);
  });

  it.each([
    ['a wrong secret', { signature: 'bad' }],
    ['no signature', { signature: 'missing' }],
    ['a signature ten minutes old', { ageSeconds: 600 }],
  ])('refuses %s with 400 and stores nothing', async (_case, options) => {
    const { order, paymentId } = await orderWithCheckout();
    const eventId = `evt_${randomUUID()}`;
    const sent = await sendWebhook(paymentId, { type: 'payment.paid', eventId, ...options });
    expect(sent.response?.status).toBe(400);
    expect(JSON.parse(sent.response!.body)).toMatchObject({ reason: 'payments.webhookSignatureInvalid' });
    expect(await storedEvent(sent.event.id)).toBeNull();
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Pending);
  });

  it('refuses a body that is not the one signed, and an oversized one', async () => {
    const { paymentId } = await orderWithCheckout();
    const eventId = `evt_${randomUUID()}`;
    const signed = JSON.stringify({ id: eventId, type: 'payment.failed', data: { id: paymentId } });
    const header = signPaymentWebhook(SECRET, unixNow(), signed);
    const tampered = signed.replace('payment.failed', 'payment.paid');
    expect((await postRaw(tampered, header)).status).toBe(400);
    expect((await postRaw(` ${signed}`, header)).status).toBe(400);
    expect(await storedEvent(eventId)).toBeNull();

    const huge = JSON.stringify({
      id: eventId,
      type: 'payment.paid',
      data: { id: paymentId },
      pad: 'x'.repeat(20_000),
    });
    expect((await postRaw(huge, signPaymentWebhook(SECRET, unixNow(), huge))).status).toBe(413);
    expect(await storedEvent(eventId)).toBeNull();

    expect((await postRaw(signed, header)).status).toBe(200);
    expect(await storedEvent(eventId)).not.toBeNull();
  });

  it('records an event about a payment the provider does not know, and changes nothing', async () => {
    const eventId = `evt_${randomUUID()}`;
    const resource = `tr_unknown${randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({ id: eventId, type: 'payment.paid', data: { id: resource } });
    expect((await postRaw(body, signPaymentWebhook(SECRET, unixNow(), body))).status).toBe(200);
    const row = await eventually(
      () => storedEvent(eventId),
      (event) => event?.processed_at !== null,
    );
    expect(row?.last_error).toBe(`unknown payment ${resource}`);
  });

  it('keeps Success when the events arrive out of order and the payment reads expired later', async () => {
    const { order, token, checkoutUrl, paymentId } = await orderWithCheckout();
    const match = { orderId: order.id };
    await sandboxControl('POST', '/webhooks/hold', { hold: true, match });
    try {
      await decideCheckout(checkoutUrl, 'pay');
      await request(stack.app.getHttpServer()).get(`/api/pay/${token}/return`).expect(303);
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
      await sandboxControl('POST', `/payments/${paymentId}/status`, { status: 'expired' });
      const { sent } = await sandboxControl<{ sent: { event: { type: string } }[] }>(
        'POST',
        '/webhooks/release',
        { order: 'reverse', match },
      );
      expect(sent.map((delivery) => delivery.event.type)).toEqual(['payment.expired', 'payment.paid']);
    } finally {
      await sandboxControl('POST', '/webhooks/hold', { hold: false, match });
    }
    await eventually(
      () => inboxRowsOf(stack.app, paymentId),
      (rows) => rows.length === 2 && rows.every((row) => row.processed_at !== null),
    );
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
    expect((await attemptsOf(stack.app, order.id))[0].status).toBe(PaymentAttemptStatus.paid);
  });
});
