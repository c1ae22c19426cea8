// The hosted checkout over real HTTP: the page, the payer's method and outcome, and the webhook each sends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Payment, type PaymentStatus } from './payment.js';
import { type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

let sandbox: RunningSandbox;
let client: PaymentClient;
let receiver: WebhookReceiver;

beforeEach(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = paymentClient(sandbox);
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await Promise.all([sandbox.close(), receiver.close()]);
});

async function page(id: string): Promise<Response> {
  return fetch(`${sandbox.httpUrl}/payment/checkout/${id}`);
}

/** The method radio buttons as [value, checked]. */
function radios(html: string): [string, boolean][] {
  return [...html.matchAll(/<input type="radio" name="method" value="([a-z]+)"\s*(checked)?\s*\/>/g)].map(
    (match) => [match[1] ?? '', match[2] === 'checked'],
  );
}

describe('GET /payment/checkout/:id', () => {
  it('shows the description, the amount in de-DE, the offered methods and four buttons', async () => {
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
    expect(radios(html)).toEqual([
      ['creditcard', false],
      ['paypal', false],
      ['banktransfer', false],
      ['eps', false],
      ['klarna', false],
    ]);
    expect(html).toMatch(
      /<label\s*><input type="radio" name="method" value="creditcard"[^>]*>[^<]*<img[^>]*>\s*Kreditkarte<\/label/,
    );
    expect(html).toContain('Überweisung');
    expect(html).toContain('<button type="submit" id="pay" name="action" value="pay">Bezahlen</button>');
    expect(html).toContain('<button type="submit" id="fail" name="action" value="fail">Ablehnen</button>');
    expect(html).toContain(
      '<button type="submit" id="cancel" name="action" value="cancel">Abbrechen</button>',
    );
    expect(html).toContain(
      '<button type="submit" id="expire" name="action" value="expire">Ablaufen lassen</button>',
    );
    expect(payment._links.checkout?.href).toBe(`${sandbox.httpUrl}/payment/checkout/${payment.id}`);
  });

  it('offers the methods the payment was created with, preselected when only one', async () => {
    const two = await client.createPayment(paymentBody(receiver.url, { method: ['paypal', 'klarna'] }));
    expect(radios(await (await page(two.id)).text())).toEqual([
      ['paypal', false],
      ['klarna', false],
    ]);
    const one = await client.createPayment(paymentBody(receiver.url, { method: 'banktransfer' }));
    expect(radios(await (await page(one.id)).text())).toEqual([['banktransfer', true]]);
  });

  it('offers only what fits the amount and billing country', async () => {
    const dutch = await client.createPayment(
      paymentBody(receiver.url, {
        billingAddress: { country: 'NL' },
        amount: { currency: 'EUR', value: '0.50' },
      }),
    );
    expect(radios(await (await page(dutch.id)).text()).map(([id]) => id)).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
    ]);
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
    ['fail', 'failed', 'failedAt'],
    ['cancel', 'canceled', 'canceledAt'],
    ['expire', 'expired', 'expiredAt'],
  ] as const)(
    '%s → %s with the chosen method, a 303 to the redirect URL and the webhook',
    async (action, status, timeField) => {
      const payment = await client.createPayment(paymentBody(receiver.url));

      const response = await client.checkout(payment.id, action, 'eps');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(payment.redirectUrl);

      const [webhook] = await receiver.waitFor(1);
      expect(webhook?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(webhook?.body).toBe(`id=${payment.id}`);

      const after: Payment = await client.getPayment(payment.id);
      expect(after.status).toBe<PaymentStatus>(status);
      expect(after.method).toBe('eps');
      expect(after[timeField]).toEqual(expect.any(String));
      expect(after._links.checkout).toBeUndefined();
    },
  );

  it('cancels or expires without a method, but needs one to pay or fail', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    for (const action of ['pay', 'fail']) {
      const refused = await client.checkout(payment.id, action);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Bitte eine Zahlungsart wählen');
    }
    expect((await client.checkout(payment.id, 'cancel')).status).toBe(303);
    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'canceled', method: null });
  });

  it('refuses a method the payment does not offer with 400', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url, { method: ['paypal'] }));
    expect((await client.checkout(payment.id, 'pay', 'creditcard')).status).toBe(400);
    expect((await client.checkout(payment.id, 'pay', 'ideal')).status).toBe(400);
    expect((await client.getPayment(payment.id)).status).toBe('open');
    expect((await client.checkout(payment.id, 'pay', 'paypal')).status).toBe(303);
  });

  it('refuses a second choice with 409 and shows the state', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    await client.checkout(payment.id, 'pay', 'creditcard');

    const again = await client.checkout(payment.id, 'fail', 'creditcard');
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
    await client.checkout(payment.id, 'fail', 'paypal');
    const html = await (await page(payment.id)).text();
    expect(html).toContain('Abgelehnt');
    expect(html).toContain(`<a id="back" href="${payment.redirectUrl}">`);
    expect(html).not.toContain('id="pay"');
  });

  it('answers 400 for an unknown action and 404 for an unknown payment', async () => {
    const payment = await client.createPayment(paymentBody(receiver.url));
    expect((await client.checkout(payment.id, 'refund', 'paypal')).status).toBe(400);
    expect((await client.checkout('tr_unknown', 'pay', 'paypal')).status).toBe(404);
    expect((await client.getPayment(payment.id)).status).toBe('open');
  });
});
