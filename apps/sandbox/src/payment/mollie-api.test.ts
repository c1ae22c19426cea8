// The Mollie API v2 subset over HTTPS: payments, errors, API keys, idempotency and faults.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type MollieError, type Payment } from './payment.js';
import { API_KEY, type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';

const WEBHOOK_URL = 'http://127.0.0.1:9/webhooks/mollie';

let sandbox: RunningSandbox;
let client: PaymentClient;

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = paymentClient(sandbox);
});

afterEach(async () => {
  await sandbox.close();
});

function expectError(error: MollieError, status: number, title: string, field?: string): void {
  expect(error).toEqual({
    status,
    title,
    detail: expect.any(String) as string,
    ...(field === undefined ? {} : { field }),
    _links: {
      documentation: {
        href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//) as string,
        type: 'text/html',
      },
    },
  });
}

describe('POST /v2/payments', () => {
  it('creates an open payment as Mollie shapes it', async () => {
    const before = Date.now();
    const answer = await client.api<Payment>('POST', 'payments', {
      body: paymentBody(WEBHOOK_URL, { locale: 'de_DE', billingAddress: { country: 'AT' } }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^application\/hal\+json/);
    const payment = answer.json;
    const self = `${sandbox.mollieApiUrl}payments/${payment.id}`;
    expect(payment).toEqual({
      resource: 'payment',
      id: expect.stringMatching(/^tr_[A-Za-z0-9]{10}$/) as string,
      mode: 'test',
      createdAt: expect.any(String) as string,
      amount: { currency: 'EUR', value: '123.45' },
      description: 'Bestellung 42 <Blutbild & DNA>',
      method: null,
      metadata: { orderId: '42' },
      status: 'open',
      isCancelable: true,
      expiresAt: expect.any(String) as string,
      profileId: expect.stringMatching(/^pfl_/) as string,
      sequenceType: 'oneoff',
      redirectUrl: 'http://localhost:3000/orders/42/payment-return',
      webhookUrl: WEBHOOK_URL,
      locale: 'de_DE',
      countryCode: 'AT',
      _links: {
        self: { href: self, type: 'application/hal+json' },
        checkout: { href: `${sandbox.httpUrl}/payment/checkout/${payment.id}`, type: 'text/html' },
        dashboard: { href: `${sandbox.httpUrl}/payment/test/payments/${payment.id}`, type: 'text/html' },
        documentation: {
          href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//) as string,
          type: 'text/html',
        },
      },
    });
    expect(sandbox.mollieApiUrl).toBe(`https://127.0.0.1:${sandbox.molliePort}/v2/`);
    expect(Date.parse(payment.expiresAt) - Date.parse(payment.createdAt)).toBe(30 * 60 * 1000);
    expect(Date.parse(payment.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes one method as the payment method, several as the choice at checkout', async () => {
    const one = await client.createPayment(paymentBody(WEBHOOK_URL, { method: 'paypal' }));
    expect(one.method).toBe('paypal');
    const several = await client.createPayment(
      paymentBody(WEBHOOK_URL, { method: ['paypal', 'creditcard'] }),
    );
    expect(several.method).toBeNull();
    const none = await client.createPayment(
      paymentBody(WEBHOOK_URL, { method: null, webhookUrl: undefined, metadata: undefined }),
    );
    expect(none).toMatchObject({ method: null, webhookUrl: null, metadata: null, locale: null });
  });

  it.each([
    [{ amount: undefined }, 'amount'],
    [{ amount: { currency: 'USD', value: '1.00' } }, 'amount.currency'],
    [{ amount: { currency: 'EUR', value: '1' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: 12.3 } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '0.00' } }, 'amount.value'],
    [{ description: '' }, 'description'],
    [{ description: 'x'.repeat(256) }, 'description'],
    [{ redirectUrl: 'ftp://example.com' }, 'redirectUrl'],
    [{ webhookUrl: 'not a url' }, 'webhookUrl'],
    [{ locale: 'de' }, 'locale'],
    [{ billingAddress: { country: 'Austria' } }, 'billingAddress.country'],
    [{ method: 'ideal' }, 'method'],
    [{ method: ['creditcard', 7] }, 'method'],
  ])('refuses %j with 422 on %s', async (overrides, field) => {
    const answer = await client.api<MollieError>('POST', 'payments', {
      body: paymentBody(WEBHOOK_URL, overrides),
    });
    expect(answer.status).toBe(422);
    expectError(answer.json, 422, 'Unprocessable Entity', field);
  });

  it.each([
    [{ method: 'klarna', amount: { currency: 'EUR', value: '5000.01' } }],
    [{ method: 'eps', billingAddress: { country: 'DE' } }],
    [{ method: ['creditcard', 'klarna'], billingAddress: { country: 'NL' } }],
    [{ method: 'eps', amount: { currency: 'EUR', value: '0.99' } }],
  ])('refuses a method not offered for the amount or country: %j', async (overrides) => {
    const answer = await client.api<MollieError>('POST', 'payments', {
      body: paymentBody(WEBHOOK_URL, overrides),
    });
    expect(answer.status).toBe(422);
    expect(answer.json.field).toBe('method');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await client.api<MollieError>('POST', 'payments', { body: '{ nope' });
    expect(answer.status).toBe(400);
    expectError(answer.json, 400, 'Bad Request');
  });
});

describe('API keys', () => {
  it.each([
    ['missing', null],
    ['malformed', 'test_short'],
    ['not a test key', 'key_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'],
    ['a live key', 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'],
  ])('answers 401 when the key is %s', async (_label, apiKey) => {
    const answer = await client.api<MollieError>('GET', 'methods', { apiKey });
    expect(answer.status).toBe(401);
    expectError(answer.json, 401, 'Unauthorized Request');
  });

  it('accepts any test_ key of 30 letters and digits or more', async () => {
    const answer = await client.api('GET', 'methods', { apiKey: `test_${'a1'.repeat(15)}` });
    expect(answer.status).toBe(200);
  });
});

describe('GET and DELETE /v2/payments/:id', () => {
  it('answers the payment, or 404 as Mollie words it', async () => {
    const created = await client.createPayment(paymentBody(WEBHOOK_URL));
    expect(await client.getPayment(created.id)).toEqual(created);
    const missing = await client.api<MollieError>('GET', 'payments/tr_x');
    expect(missing.status).toBe(404);
    expectError(missing.json, 404, 'Not Found');
    expect(missing.json.detail).toBe('No payment exists with token tr_x.');
  });

  it('cancels a cancelable payment once, then answers 422', async () => {
    const created = await client.createPayment(paymentBody(WEBHOOK_URL));
    const canceled = await client.api<Payment>('DELETE', `payments/${created.id}`, { body: {} });
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({
      status: 'canceled',
      isCancelable: false,
      canceledAt: expect.any(String),
    });
    expect(canceled.json._links.checkout).toBeUndefined();
    const again = await client.api<MollieError>('DELETE', `payments/${created.id}`);
    expect(again.status).toBe(422);
    expect(again.json.detail).toBe('The payment cannot be canceled');
    expect((await client.api('DELETE', 'payments/tr_x')).status).toBe(404);
  });

  it('answers unknown paths with a Mollie 404', async () => {
    const answer = await client.api<MollieError>('GET', 'customers');
    expect(answer.status).toBe(404);
    expectError(answer.json, 404, 'Not Found');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer under the same API key and creates nothing', async () => {
    const body = paymentBody(WEBHOOK_URL, { metadata: { orderId: 'idem' } });
    const first = await client.api<Payment>('POST', 'payments', { body, idempotencyKey: 'k-1' });
    const second = await client.api<Payment>('POST', 'payments', { body, idempotencyKey: 'k-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(await client.listed('idem')).toHaveLength(1);

    const otherKey = await client.api<Payment>('POST', 'payments', {
      body,
      idempotencyKey: 'k-1',
      apiKey: `test_${'b'.repeat(30)}`,
    });
    expect(otherKey.json.id).not.toBe(first.json.id);
    expect(await client.listed('idem')).toHaveLength(2);
  });

  it('does not remember a refused request', async () => {
    const refused = await client.api('POST', 'payments', {
      body: paymentBody(WEBHOOK_URL, { description: '' }),
      idempotencyKey: 'k-2',
    });
    expect(refused.status).toBe(422);
    const fixed = await client.api('POST', 'payments', {
      body: paymentBody(WEBHOOK_URL),
      idempotencyKey: 'k-2',
    });
    expect(fixed.status).toBe(201);
  });

  it('replays a cancel', async () => {
    const created = await client.createPayment(paymentBody(WEBHOOK_URL));
    const first = await client.api('DELETE', `payments/${created.id}`, { idempotencyKey: 'k-3' });
    const second = await client.api('DELETE', `payments/${created.id}`, { idempotencyKey: 'k-3' });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
  });
});

describe('faults', () => {
  it('answers 500 to matching create and get calls, as many times as asked, and remembers nothing', async () => {
    const added = await client.control('POST', '/faults', {
      operation: 'create',
      mode: 'error500',
      count: 1,
      match: { orderId: 'f-1' },
    });
    expect(added.status).toBe(201);
    const body = paymentBody(WEBHOOK_URL, { metadata: { orderId: 'f-1' } });
    const failed = await client.api<MollieError>('POST', 'payments', { body, idempotencyKey: 'f-k' });
    expect(failed.status).toBe(500);
    expectError(failed.json, 500, 'Internal Server Error');
    expect(await client.listed('f-1')).toHaveLength(0);
    const retried = await client.api<Payment>('POST', 'payments', { body, idempotencyKey: 'f-k' });
    expect(retried.status).toBe(201);

    await client.control('POST', '/faults', { operation: 'get', mode: 'error500', count: 2 });
    expect((await client.api('GET', `payments/${retried.json.id}`)).status).toBe(500);
    expect((await client.api('GET', `payments/${retried.json.id}`)).status).toBe(500);
    expect((await client.api('GET', `payments/${retried.json.id}`)).status).toBe(200);
  });

  it('holds a matching request until the client gives up', async () => {
    await client.control('POST', '/faults', { operation: 'methods', mode: 'timeout' });
    await expect(client.api('GET', 'methods', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await client.api('GET', 'methods')).status).toBe(200);
  });

  it('lists, clears and validates faults', async () => {
    await client.control('POST', '/faults', { operation: 'refund', refundStatus: 'failed' });
    const listed = (await (await client.control('GET', '/faults')).json()) as unknown[];
    expect(listed).toEqual([{ operation: 'refund', refundStatus: 'failed', remaining: 1, match: {} }]);
    expect((await client.control('DELETE', '/faults')).status).toBe(204);
    expect(await (await client.control('GET', '/faults')).json()).toEqual([]);
    for (const bad of [
      { operation: 'delete', mode: 'error500' },
      { operation: 'get', mode: 'slow' },
      { operation: 'get', refundStatus: 'failed' },
      { operation: 'refund', mode: 'error500', refundStatus: 'failed' },
      { operation: 'get', mode: 'error500', count: 0 },
    ]) {
      expect((await client.control('POST', '/faults', bad)).status).toBe(422);
    }
  });
});

it('uses the key given in the test helper, a valid test key', () => {
  expect(API_KEY).toMatch(/^test_[A-Za-z0-9]{30,}$/);
});
