// The hosted checkout over real HTTP: the page, the payer's three choices and the webhook each sends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Payment, type PaymentStatus } from './payment.js';
import { type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from './testing/webhook-receiver.js';

const SECRET = 'whsec_checkout_test';

let sandbox: RunningSandbox;
let client: PaymentClient;
let receiver: WebhookReceiver;

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, paymentWebhookSecret: SECRET });
  client = paymentClient(sandbox.httpUrl);
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await Promise.all([sandbox.close(), receiver.close()]);
});

async function page(id: string): Promise<Response> {
  return fetch(`${sandbox.httpUrl}/payment/checkout/${id}`);
}

describe('GET /payment/checkout/:id', () => {
  it('shows the description, the amount in de-DE and the three buttons', async () => {
    const payment = await client.createPayment(
      paymentBody(receiver.url, { amount: { currency: 'EUR', value: '1234.50' } }),
    );
    const response = await page(payment.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('1.234,50 €');
    expect(html).toContain('Bestellung 42 &lt;Blutbild &amp; DNA&gt;');
    expect(html).toContain(`<form method="post" action="/payment/checkout/${payment.id}">`);
    expect(html).toContain('<button type="submit" id="pay" name="action" value="pay">Bezahlen</button>');
    expect(html).toContain(
      '<button type="submit" id="decline" name="action" value="decline">Ablehnen</button>',
    );
    expect(html).toContain('<button type="submit" id="abort" name="action" value="abort">Abbrechen</button>');
    expect(payment._links.checkout?.href).toBe(`${sandbox.httpUrl}/payment/checkout/${payment.id}`);
  });

  it('shows 123,45 €', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    expect(await (await page(payment.id)).text()).toContain('123,45 €');
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await page('tr_unknown');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Zahlung nicht gefunden');
  });
});

describe('POST /payment/checkout/:id', () => {
  it.each([
    ['pay', 'paid', 'paidAt'],
    ['decline', 'failed', 'failedAt'],
    ['abort', 'canceled', 'canceledAt'],
  ] as const)(
    '%s → %s, a 303 to the redirect URL and a signed webhook',
    async (action, status, timeField) => {
      const payment = await client.createPayment(paymentBody(receiver.url));

      const response = await client.checkout(payment.id, action);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(payment.redirectUrl);

      const [webhook] = await receiver.waitFor(1);
      expect(webhook?.headers['content-type']).toBe('application/json');
      expect(webhook?.event).toEqual({
        id: expect.stringMatching(/^evt_[A-Za-z0-9]+$/) as string,
        type: `payment.${status}`,
        createdAt: expect.any(String) as string,
        data: { id: payment.id },
      });
      const signedAt = verifySignature(webhook?.signature, webhook?.body ?? '', SECRET);
      expect(signedAt).not.toBeNull();
      expect(Math.abs(Date.now() / 1000 - (signedAt ?? 0))).toBeLessThan(5);

      const after: Payment = await client.getPayment(payment.id);
      expect(after.status).toBe<PaymentStatus>(status);
      expect(after[timeField]).toEqual(expect.any(String));
      expect(after._links.checkout).toBeNull();
    },
  );

  it('refuses a second choice with 409 and shows the state', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    await client.checkout(payment.id, 'pay');

    const again = await client.checkout(payment.id, 'decline');
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('data-status="paid"');
    expect(html).toContain('nicht mehr offen');
    expect((await client.getPayment(payment.id)).status).toBe('paid');
    await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('shows a finished payment with a link back instead of the buttons', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    await client.checkout(payment.id, 'decline');
    const html = await (await page(payment.id)).text();
    expect(html).toContain('Abgelehnt');
    expect(html).toContain(`<a id="back" href="${payment.redirectUrl}">`);
    expect(html).not.toContain('id="pay"');
  });

  it('answers 400 for an unknown action and 404 for an unknown payment', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    expect((await client.checkout(payment.id, 'refund')).status).toBe(400);
    expect((await client.checkout('tr_unknown', 'pay')).status).toBe(404);
    expect((await client.getPayment(payment.id)).status).toBe('open');
  });
});
