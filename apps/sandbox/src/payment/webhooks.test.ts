// Webhook delivery over real HTTP as Mollie sends it (form-encoded id=tr_…): retries, expiry, and the
// test controls that bend delivery.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Payment, type PaymentWithEvents, type RecordedPaymentEvent } from './payment.js';
import { type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';
import { type SentWebhook } from './webhook-dispatcher.js';

let sandbox: RunningSandbox;
let client: PaymentClient;
let receiver: WebhookReceiver;

async function start(paymentTtlSeconds?: number): Promise<void> {
  await sandbox.close();
  sandbox = await startSandbox({
    host: '127.0.0.1',
    httpPort: 0,
    smtpPort: 0,
    molliePort: 0,
    paymentTtlSeconds,
  });
  client = paymentClient(sandbox);
}

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = paymentClient(sandbox);
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await Promise.all([sandbox.close(), receiver.close()]);
});

async function paidPayment(orderId = '42'): Promise<Payment> {
  const payment = await client.createPayment(paymentBody(receiver.url, { metadata: { orderId } }));
  await client.checkout(payment.id, 'pay', 'paypal');
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
  it('posts id=tr_… form-encoded and records the attempt', async () => {
    const payment = await paidPayment();
    const [webhook] = await receiver.waitFor(1);
    expect(webhook?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(webhook?.body).toBe(`id=${payment.id}`);

    const listed = await listedOne();
    expect(listed.id).toBe(payment.id);
    expect(listed.events).toEqual([
      {
        id: expect.stringMatching(/^evt_/) as string,
        type: 'payment.paid',
        createdAt: expect.any(String) as string,
        data: { id: payment.id },
        held: false,
        deliveries: [{ at: expect.any(String) as string, status: 200, error: null }],
      },
    ]);
  });

  it('retries a failed delivery with the same body after 1 s', async () => {
    receiver.answerWith(500);
    const payment = await paidPayment();
    const [first, second] = await receiver.waitFor(2, 3000);
    expect(first?.body).toBe(`id=${payment.id}`);
    expect(second?.body).toBe(first?.body);
    const [event] = (await listedOne()).events;
    expect(event?.deliveries.map((attempt) => attempt.status)).toEqual([500, 200]);
    const [at1, at2] = (event?.deliveries ?? []).map((attempt) => Date.parse(attempt.at));
    expect((at2 ?? 0) - (at1 ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('records a receiver that cannot be reached', async () => {
    const payment = await client.createPayment(
      paymentBody('http://127.0.0.1:9/webhooks', { metadata: { orderId: 'gone' } }),
    );
    await client.checkout(payment.id, 'pay', 'creditcard');
    await expect
      .poll(async () => (await listedOne('gone')).events[0]?.deliveries[0]?.error)
      .toMatch(/fetch failed/);
    expect((await listedOne('gone')).events[0]?.deliveries[0]?.status).toBeNull();
  });

  it('sends nothing for a payment without webhookUrl', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url, { webhookUrl: null }));
    await client.checkout(payment.id, 'pay', 'creditcard');
    expect((await client.getPayment(payment.id)).status).toBe('paid');
    expect((await listedOne()).events).toEqual([]);
  });
});

describe('expiry', () => {
  it('expires an open payment after the lifetime, on its own, and posts the webhook', async () => {
    await start(1);
    const payment = await client.createPayment(paymentBody(receiver.url));
    const [webhook] = await receiver.waitFor(1, 3000);
    expect(webhook?.body).toBe(`id=${payment.id}`);

    const expired = await client.getPayment(payment.id);
    expect(expired).toMatchObject({ status: 'expired', expiredAt: payment.expiresAt, isCancelable: false });
    expect(expired._links.checkout).toBeUndefined();
    expect((await client.checkout(payment.id, 'pay', 'creditcard')).status).toBe(409);
    expect(receiver.received).toHaveLength(1);
    expect((await listedOne()).events.map((event) => event.type)).toEqual(['payment.expired']);
  });
});

describe('test controls', () => {
  it('redelivers the latest event with the same id', async () => {
    const payment = await paidPayment();
    await receiver.waitFor(1);
    const { status, json } = await post<SentWebhook>(`/payments/${payment.id}/redeliver`);
    expect(status).toBe(200);
    const [first, second] = await receiver.waitFor(2);
    expect(second?.body).toBe(first?.body);
    const [event] = (await listedOne()).events;
    expect(json).toEqual({
      event: { id: event?.id, type: 'payment.paid', createdAt: event?.createdAt, data: { id: payment.id } },
      response: { status: 200, body: 'ok' },
      error: null,
    });
    expect(event?.deliveries).toHaveLength(2);
  });

  it('has nothing to redeliver for an open payment', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    expect((await post(`/payments/${payment.id}/redeliver`)).status).toBe(409);
    expect((await post('/payments/tr_unknown/redeliver')).status).toBe(404);
  });

  it('posts a hand-made webhook once: the payment id, or any id asked for', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    const path = `/payments/${payment.id}/webhook`;
    const own = await post(path);
    expect(own).toEqual({
      status: 200,
      json: { body: `id=${payment.id}`, response: { status: 200, body: 'ok' }, error: null },
    });
    const other = await post(path, { id: 'tr_someoneElse' });
    expect(other.json).toMatchObject({ body: 'id=tr_someoneElse' });
    const webhooks = await receiver.waitFor(2);
    expect(webhooks.map((webhook) => webhook.body)).toEqual([`id=${payment.id}`, 'id=tr_someoneElse']);
    expect(webhooks[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // Hand-made webhooks change nothing and are not recorded.
    expect((await client.getPayment(payment.id)).status).toBe('open');
    expect((await listedOne()).events).toEqual([]);
    expect((await post(path, { id: 7 })).status).toBe(422);
  });

  it('forces a status; with notify=false the event waits for a release', async () => {
    const payment = await paidPayment();
    await receiver.waitFor(1);

    const forced = await post<Forced>(`/payments/${payment.id}/status`, { status: 'failed', notify: false });
    expect(forced.status).toBe(200);
    expect(forced.json.payment).toMatchObject({ status: 'failed', failedAt: expect.any(String) });
    expect(forced.json.payment).not.toHaveProperty('paidAt');
    expect(forced.json.event).toMatchObject({ type: 'payment.failed', held: true, deliveries: [] });
    await post(`/payments/${payment.id}/status`, { status: 'paid' });
    await receiver.waitFor(2);

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

    const authorized = await post<Forced>(`/payments/${payment.id}/status`, { status: 'authorized' });
    expect(authorized.json.payment).toMatchObject({ status: 'authorized', isCancelable: true });
    const pending = await post<Forced>(`/payments/${payment.id}/status`, { status: 'pending' });
    expect(pending.json.payment).toMatchObject({ status: 'pending', isCancelable: false });
    expect((await post(`/payments/${payment.id}/status`, { status: 'open' })).status).toBe(422);
  });

  it('holds every delivery and releases them in reverse', async () => {
    expect((await post('/webhooks/hold', { hold: true })).json).toEqual({ hold: true, match: null });
    const first = await paidPayment('1');
    const second = await client.createPayment(paymentBody(receiver.url, { metadata: { orderId: '2' } }));
    await client.checkout(second.id, 'fail', 'creditcard');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
    expect((await listedOne('1')).events[0]).toMatchObject({ held: true, deliveries: [] });

    const released = await post<Released>('/webhooks/release', { order: 'reverse' });
    expect(released.json.sent.map((sent) => sent.event.data.id)).toEqual([second.id, first.id]);
    expect(receiver.received.map((webhook) => webhook.body)).toEqual([`id=${second.id}`, `id=${first.id}`]);
    expect((await listedOne('1')).events[0]).toMatchObject({ held: false, deliveries: [{ status: 200 }] });

    // Still held until told otherwise.
    const third = await client.createPayment(paymentBody(receiver.url));
    await client.api('DELETE', `payments/${third.id}`);
    expect((await post<Released>('/webhooks/release', {})).json.sent).toHaveLength(1);
    await post('/webhooks/hold', { hold: false });
    await paidPayment('3');
    await receiver.waitFor(4);
  });

  it('holds only one order when asked to', async () => {
    await post('/webhooks/hold', { hold: true, match: { orderId: 'held' } });
    await paidPayment('held');
    const free = await paidPayment('free');
    const [webhook] = await receiver.waitFor(1);
    expect(webhook?.body).toBe(`id=${free.id}`);

    expect((await post<Released>('/webhooks/release', { match: { orderId: 'other' } })).json.sent).toEqual(
      [],
    );
    expect(
      (await post<Released>('/webhooks/release', { match: { orderId: 'held' } })).json.sent,
    ).toHaveLength(1);
    expect(receiver.received).toHaveLength(2);
  });

  it('shows one payment, and resets payments, events, held webhooks and faults', async () => {
    await post('/webhooks/hold', { hold: true });
    const payment = await paidPayment();
    const one = await client.control('GET', `/payments/${payment.id}`);
    expect(((await one.json()) as PaymentWithEvents).events).toHaveLength(1);
    await post('/faults', { operation: 'create', mode: 'error500', match: { orderId: '42' } });

    expect((await client.control('DELETE', '')).status).toBe(204);
    expect(await client.listed()).toEqual([]);
    expect((await client.api('GET', `payments/${payment.id}`)).status).toBe(404);
    expect((await client.control('GET', `/payments/${payment.id}`)).status).toBe(404);
    expect((await post<Released>('/webhooks/release', {})).json.sent).toEqual([]);
    // Faults and the hold are gone too.
    await paidPayment();
    await receiver.waitFor(1);
  });
});
