// The provider API over real HTTP, as the portal's API calls it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Payment } from './payment.js';
import { API_KEY, type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';

const WEBHOOK_URL = 'http://127.0.0.1:9/webhooks/payment';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let sandbox: RunningSandbox;
let client: PaymentClient;

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
  client = paymentClient(sandbox.httpUrl);
});

afterEach(async () => {
  await sandbox.close();
});

describe('POST /payment/v1/payments', () => {
  it('creates an open payment that expires in 30 minutes', async () => {
    const response = await client.create(paymentBody(WEBHOOK_URL));
    expect(response.status).toBe(201);
    const payment = (await response.json()) as Payment;
    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_[A-Za-z0-9]{10}$/) as string,
      status: 'open',
      amount: { currency: 'EUR', value: '123.45' },
      description: 'Bestellung 42 <Blutbild & DNA>',
      metadata: { orderId: '42' },
      redirectUrl: 'http://localhost:3000/orders/42/payment-return',
      webhookUrl: WEBHOOK_URL,
      createdAt: expect.stringMatching(ISO) as string,
      expiresAt: expect.stringMatching(ISO) as string,
      paidAt: null,
      failedAt: null,
      canceledAt: null,
      expiredAt: null,
      _links: { checkout: { href: `${sandbox.httpUrl}/payment/checkout/${payment.id}` } },
    });
    expect(Date.parse(payment.expiresAt) - Date.parse(payment.createdAt)).toBe(30 * 60 * 1000);
    expect(await client.getPayment(payment.id)).toEqual(payment);
  });

  it('takes expiresAt and metadata as given, and null metadata when none', async () => {
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const withExpiry = await client.createPayment(paymentBody(WEBHOOK_URL, { expiresAt }));
    expect(withExpiry.expiresAt).toBe(expiresAt);
    const { metadata: _metadata, ...withoutMetadata } = paymentBody(WEBHOOK_URL);
    expect((await client.createPayment(withoutMetadata)).metadata).toBeNull();
  });

  it('replays the first answer for the same Idempotency-Key and creates nothing', async () => {
    const first = await client.create(paymentBody(WEBHOOK_URL), { idempotencyKey: 'order-42-attempt-1' });
    const firstPayment = (await first.json()) as Payment;
    await client.checkout(firstPayment.id, 'pay');

    const again = await client.create(paymentBody(WEBHOOK_URL, { description: 'changed' }), {
      idempotencyKey: 'order-42-attempt-1',
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The first answer as it was: still open.
    expect(await again.json()).toEqual(firstPayment);
    expect(await client.listed('42')).toHaveLength(1);

    const otherKey = await client.create(paymentBody(WEBHOOK_URL), { idempotencyKey: 'order-42-attempt-2' });
    const otherApiKey = await client.create(paymentBody(WEBHOOK_URL), {
      idempotencyKey: 'order-42-attempt-1',
      apiKey: 'another_key',
    });
    expect(((await otherKey.json()) as Payment).id).not.toBe(firstPayment.id);
    expect(((await otherApiKey.json()) as Payment).id).not.toBe(firstPayment.id);
    expect(await client.listed('42')).toHaveLength(3);
  });

  it('does not remember a refused request under its Idempotency-Key', async () => {
    const refused = await client.create(paymentBody(WEBHOOK_URL, { description: '' }), {
      idempotencyKey: 'k',
    });
    expect(refused.status).toBe(422);
    const fixed = await client.create(paymentBody(WEBHOOK_URL), { idempotencyKey: 'k' });
    expect(fixed.status).toBe(201);
  });

  it.each([
    ['amount.currency', { amount: { currency: 'USD', value: '10.00' } }],
    ['amount.value', { amount: { currency: 'EUR', value: '10' } }],
    ['amount.value', { amount: { currency: 'EUR', value: '0.00' } }],
    ['description', { description: undefined }],
    ['redirectUrl', { redirectUrl: 'javascript:alert(1)' }],
    ['webhookUrl', { webhookUrl: 'not a url' }],
    ['expiresAt', { expiresAt: '2000-01-01T00:00:00Z' }],
  ])('answers 422 naming %s', async (field, overrides) => {
    const response = await client.create(paymentBody(WEBHOOK_URL, overrides));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.any(String) as string, field });
    expect(await client.listed()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await client.api('/payments', { method: 'POST', body: '{"amount":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) as string });
  });
});

describe('API keys', () => {
  it.each([
    ['no header', null],
    ['an empty key', ''],
  ])('answers 401 with %s', async (_case, apiKey) => {
    for (const [method, path] of [
      ['POST', '/payments'],
      ['GET', '/payments/tr_x'],
      ['DELETE', '/payments/tr_x'],
    ] as const) {
      const response = await client.api(path, { method, apiKey, body: method === 'POST' ? '{}' : undefined });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) as string });
    }
  });

  it('accepts any non-empty bearer key', async () => {
    const response = await client.create(paymentBody(WEBHOOK_URL), { apiKey: 'live_whatever' });
    expect(response.status).toBe(201);
    expect(API_KEY).not.toBe('live_whatever');
  });
});

describe('GET and DELETE /payment/v1/payments/:id', () => {
  it('answers 404 for an unknown payment', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await client.api('/payments/tr_unknown', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Payment not found.' });
    }
  });

  it('cancels an open payment once', async () => {
    const payment = await client.createPayment(paymentBody(WEBHOOK_URL));
    const canceled = await client.api(`/payments/${payment.id}`, { method: 'DELETE' });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({
      status: 'canceled',
      canceledAt: expect.stringMatching(ISO) as string,
      _links: { checkout: null },
    });

    const again = await client.api(`/payments/${payment.id}`, { method: 'DELETE' });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ error: expect.stringContaining('canceled') as string });
  });
});

describe('faults', () => {
  it('answers 500 to matching create and get calls, as many times as asked', async () => {
    const other = await client.createPayment(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'other' } }));
    const payment = await client.createPayment(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'A' } }));
    const added = await client.control('POST', '/faults', {
      operation: 'get',
      mode: 'error500',
      count: 2,
      match: { orderId: 'A' },
    });
    expect(added.status).toBe(201);
    await client.control('POST', '/faults', {
      operation: 'create',
      mode: 'error500',
      match: { orderId: 'A' },
    });

    expect((await client.api(`/payments/${other.id}`)).status).toBe(200);
    const failed = await client.api(`/payments/${payment.id}`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: expect.any(String) as string });
    expect((await client.api(`/payments/${payment.id}`)).status).toBe(500);
    expect((await client.api(`/payments/${payment.id}`)).status).toBe(200);

    expect((await client.create(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'other' } }))).status).toBe(
      201,
    );
    expect((await client.create(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'A' } }))).status).toBe(500);
    expect((await client.create(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'A' } }))).status).toBe(201);
    // The failed create made nothing.
    expect(await client.listed('A')).toHaveLength(2);
  });

  it('holds a matching create until the client gives up, and creates nothing', async () => {
    await client.control('POST', '/faults', {
      operation: 'create',
      mode: 'timeout',
      match: { orderId: 'slow' },
    });
    const slow = paymentBody(WEBHOOK_URL, { metadata: { orderId: 'slow' } });

    expect((await client.create(paymentBody(WEBHOOK_URL))).status).toBe(201);
    await expect(client.create(slow, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/timeout|abort/i);
    expect(await client.listed('slow')).toEqual([]);
    expect((await client.create(slow, { signal: AbortSignal.timeout(2000) })).status).toBe(201);
  });

  it('holds a matching get, and close() drops the held request at once', async () => {
    const payment = await client.createPayment(paymentBody(WEBHOOK_URL, { metadata: { orderId: 'slow' } }));
    await client.control('POST', '/faults', {
      operation: 'get',
      mode: 'timeout',
      match: { orderId: 'slow' },
    });

    const held = client.api(`/payments/${payment.id}`);
    const outcome = held.then(
      (response) => response.status,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await outcome).toBeInstanceOf(Error);
    sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
  });

  it('lists, clears and validates faults', async () => {
    await client.control('POST', '/faults', { operation: 'get', mode: 'error500', match: { orderId: 'A' } });
    expect(await (await client.control('GET', '/faults')).json()).toEqual([
      { operation: 'get', mode: 'error500', remaining: 1, match: { orderId: 'A' } },
    ]);
    expect((await client.control('DELETE', '/faults')).status).toBe(204);
    expect(await (await client.control('GET', '/faults')).json()).toEqual([]);

    const refused = await client.control('POST', '/faults', { operation: 'create', mode: 'error503' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ field: 'mode' });
  });
});
