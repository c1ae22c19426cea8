// Webhook delivery over real HTTP: retries, expiry, and the test controls that bend delivery.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Payment, type PaymentWithEvents, type RecordedPaymentEvent } from './payment.js';
import { type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from './testing/webhook-receiver.js';
import { type SentWebhook } from './webhook-dispatcher.js';

const SECRET = 'whsec_sandbox_portal';

let sandbox: RunningSandbox;
let client: PaymentClient;
let receiver: WebhookReceiver;

async function start(paymentTtlSeconds?: number): Promise<void> {
  await sandbox.close();
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, paymentTtlSeconds });
  client = paymentClient(sandbox.httpUrl);
}

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
  client = paymentClient(sandbox.httpUrl);
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await Promise.all([sandbox.close(), receiver.close()]);
});

async function paidPayment(orderId = '42'): Promise<Payment> {
  const payment = await client.createPayment(paymentBody(receiver.url, { metadata: { orderId } }));
  await client.checkout(payment.id, 'pay');
  return payment;
}

async function listedOne(orderId = '42'): Promise<PaymentWithEvents> {
  const [payment] = await client.listed(orderId);
  if (!payment) throw new Error(`No payment for order ${orderId}`);
  return payment;
}

interface Forced {
  readonly payment: Payment;
  readonly event: RecordedPaymentEvent;
}

interface Released {
  readonly sent: readonly SentWebhook[];
}

async function post<T = unknown>(path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await client.control('POST', path, body);
  return { status: response.status, json: (await response.json()) as T };
}

describe('delivery', () => {
  it('signs with the default secret whsec_sandbox_portal and records the attempt', async () => {
    const payment = await paidPayment();
    const [webhook] = await receiver.waitFor(1);
    expect(verifySignature(webhook?.signature, webhook?.body ?? '', SECRET)).not.toBeNull();

    const listed = await listedOne();
    expect(listed.id).toBe(payment.id);
    expect(listed.events).toEqual([
      {
        ...webhook?.event,
        held: false,
        deliveries: [{ at: expect.any(String) as string, status: 200, error: null }],
      },
    ]);
  });

  it('retries a failed delivery with the same event and body, signed afresh', async () => {
    receiver.answerWith(500);
    await paidPayment();
    const [first, second] = await receiver.waitFor(2, 3000);
    expect(second?.body).toBe(first?.body);
    expect(second?.signature).not.toBe(first?.signature);
    expect(verifySignature(second?.signature, second?.body ?? '', SECRET)).not.toBeNull();

    const [event] = (await listedOne()).events;
    expect(event?.deliveries.map((attempt) => attempt.status)).toEqual([500, 200]);
  });

  it('records a receiver that cannot be reached', async () => {
    await client.createPayment(paymentBody('http://127.0.0.1:9/webhooks', { metadata: { orderId: 'gone' } }));
    const [payment] = await client.listed('gone');
    await client.checkout(payment?.id ?? '', 'pay');
    await expect
      .poll(async () => (await listedOne('gone')).events[0]?.deliveries[0]?.error)
      .toMatch(/fetch failed/);
    expect((await listedOne('gone')).events[0]?.deliveries[0]?.status).toBeNull();
  });
});

describe('expiry', () => {
  it('expires an open payment after the lifetime, on its own, and sends payment.expired', async () => {
    await start(1);
    const payment = await client.createPayment(paymentBody(receiver.url));
    const [webhook] = await receiver.waitFor(1, 3000);
    expect(webhook?.event).toMatchObject({ type: 'payment.expired', data: { id: payment.id } });

    const expired = await client.getPayment(payment.id);
    expect(expired).toMatchObject({
      status: 'expired',
      expiredAt: payment.expiresAt,
      _links: { checkout: null },
    });
    expect((await client.checkout(payment.id, 'pay')).status).toBe(409);
    expect(receiver.received).toHaveLength(1);
  });

  it('expires a payment when it is read after expiresAt, once', async () => {
    const expiresAt = new Date(Date.now() + 200).toISOString();
    const payment = await client.createPayment(paymentBody(receiver.url, { expiresAt }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await client.getPayment(payment.id)).status).toBe('expired');
    await receiver.waitFor(1);
    expect((await listedOne()).events).toHaveLength(1);
  });
});

describe('test controls', () => {
  it('redelivers the latest event with the same id', async () => {
    const payment = await paidPayment();
    await receiver.waitFor(1);
    const { status, json } = await post<SentWebhook>(`/payments/${payment.id}/redeliver`);
    expect(status).toBe(200);
    const [first, second] = await receiver.waitFor(2);
    expect(second?.event.id).toBe(first?.event.id);
    expect(second?.body).toBe(first?.body);
    expect(json).toEqual({ event: first?.event, response: { status: 200, body: 'ok' }, error: null });
    expect((await listedOne()).events[0]?.deliveries).toHaveLength(2);
  });

  it('has nothing to redeliver for an open payment', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    expect((await post(`/payments/${payment.id}/redeliver`)).status).toBe(409);
    expect((await post('/payments/tr_unknown/redeliver')).status).toBe(404);
  });

  it('sends hand-made events: bad signature, old timestamp, missing signature, replayed id', async () => {
    const payment = await paidPayment();
    const [original] = await receiver.waitFor(1);
    const path = `/payments/${payment.id}/webhook`;

    const bad = await post<SentWebhook>(path, { signature: 'bad' });
    expect(bad.json).toMatchObject({ event: { type: 'payment.paid', data: { id: payment.id } } });
    expect(bad.json.response).toEqual({ status: 200, body: 'ok' });
    const late = await post<SentWebhook>(path, { type: 'payment.failed', ageSeconds: 600 });
    const missing = await post<SentWebhook>(path, { signature: 'missing' });
    const replay = await post<SentWebhook>(path, { eventId: original?.event.id });

    const [, badWebhook, lateWebhook, missingWebhook, replayWebhook] = await receiver.waitFor(5);
    expect(verifySignature(badWebhook?.signature, badWebhook?.body ?? '', SECRET)).toBeNull();
    expect(badWebhook?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const lateSignedAt = verifySignature(lateWebhook?.signature, lateWebhook?.body ?? '', SECRET) ?? 0;
    expect(Date.now() / 1000 - lateSignedAt).toBeGreaterThanOrEqual(599);
    expect(Date.now() / 1000 - lateSignedAt).toBeLessThan(610);
    expect(lateWebhook?.event).toEqual(late.json.event);
    expect(lateWebhook?.event.type).toBe('payment.failed');

    expect(missingWebhook?.signature).toBeUndefined();
    expect(missing.json.event.id).not.toBe(original?.event.id);

    expect(replayWebhook?.body).toBe(original?.body);
    expect(replay.json.event).toEqual(original?.event);
    expect(verifySignature(replayWebhook?.signature, replayWebhook?.body ?? '', SECRET)).not.toBeNull();

    // Hand-made events change nothing and are not recorded.
    expect((await client.getPayment(payment.id)).status).toBe('paid');
    expect((await listedOne()).events).toHaveLength(1);
  });

  it('refuses a hand-made event it cannot make', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    const refused = await post(`/payments/${payment.id}/webhook`, { type: 'payment.refunded' });
    expect(refused).toEqual({ status: 422, json: { error: expect.any(String) as string, field: 'type' } });
  });

  it('forces a status; with notify=false the event waits for a release', async () => {
    const payment = await paidPayment();
    await receiver.waitFor(1);

    const forced = await post<Forced>(`/payments/${payment.id}/status`, { status: 'failed', notify: false });
    expect(forced.status).toBe(200);
    expect(forced.json.payment).toMatchObject({
      status: 'failed',
      paidAt: null,
      failedAt: expect.any(String),
    });
    expect(forced.json.event).toMatchObject({ type: 'payment.failed', held: true, deliveries: [] });
    await post(`/payments/${payment.id}/status`, { status: 'paid' });
    await receiver.waitFor(2);
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual(['payment.paid', 'payment.paid']);

    // The out-of-order case: the older "failed" arrives after the newer "paid".
    const released = await post<Released>('/webhooks/release', {});
    expect(released.json.sent).toEqual([
      {
        event: {
          id: forced.json.event.id,
          type: 'payment.failed',
          createdAt: expect.any(String),
          data: { id: payment.id },
        },
        response: { status: 200, body: 'ok' },
        error: null,
      },
    ]);
    await receiver.waitFor(3);
    expect(receiver.received[2]?.event.id).toBe(forced.json.event.id);

    expect((await post(`/payments/${payment.id}/status`, { status: 'open' })).status).toBe(422);
  });

  it('holds every delivery and releases them in reverse', async () => {
    expect((await post('/webhooks/hold', { hold: true })).json).toEqual({ hold: true, match: null });
    const first = await paidPayment('1');
    const second = await client.createPayment(paymentBody(receiver.url, { metadata: { orderId: '2' } }));
    await client.checkout(second.id, 'decline');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
    expect((await listedOne('1')).events[0]).toMatchObject({ held: true, deliveries: [] });

    const released = await post<Released>('/webhooks/release', { order: 'reverse' });
    expect(released.json.sent.map((sent) => sent.event.data.id)).toEqual([second.id, first.id]);
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual([
      'payment.failed',
      'payment.paid',
    ]);
    expect((await listedOne('1')).events[0]).toMatchObject({ held: false, deliveries: [{ status: 200 }] });

    // Still held until told otherwise.
    await client.api(`/payments/${(await client.createPayment(paymentBody(receiver.url))).id}`, {
      method: 'DELETE',
    });
    expect((await post<Released>('/webhooks/release', {})).json.sent).toHaveLength(1);
    await post('/webhooks/hold', { hold: false });
    await paidPayment('3');
    await receiver.waitFor(4);
  });

  it('holds only one order when asked to', async () => {
    await post('/webhooks/hold', { hold: true, match: { orderId: 'held' } });
    await paidPayment('held');
    await paidPayment('free');
    const [webhook] = await receiver.waitFor(1);
    const free = await listedOne('free');
    expect(webhook?.event.data.id).toBe(free.id);

    expect((await post<Released>('/webhooks/release', { match: { orderId: 'other' } })).json.sent).toEqual(
      [],
    );
    expect(
      (await post<Released>('/webhooks/release', { match: { orderId: 'held' } })).json.sent,
    ).toHaveLength(1);
    expect(receiver.received).toHaveLength(2);
  });

  it('resets payments, events, held webhooks and faults', async () => {
    await post('/webhooks/hold', { hold: true });
    const payment = await paidPayment();
    await post('/faults', { operation: 'create', mode: 'error500', match: { orderId: '42' } });

    expect((await client.control('DELETE', '')).status).toBe(204);
    expect(await client.listed()).toEqual([]);
    expect((await client.api(`/payments/${payment.id}`)).status).toBe(404);
    expect((await post<Released>('/webhooks/release', {})).json.sent).toEqual([]);
    // Faults and the hold are gone too.
    await paidPayment();
    await receiver.waitFor(1);
  });
});
