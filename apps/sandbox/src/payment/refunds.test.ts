// Refunds and chargebacks over the Mollie API, with their webhooks and test controls.
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type Chargeback, type MollieError, type Payment, type Refund } from './payment.js';
import { type PaymentClient, paymentBody, paymentClient } from './testing/payment-client.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

let sandbox: RunningSandbox;
let client: PaymentClient;
let receiver: WebhookReceiver;

async function start(refundSettleMs: number): Promise<void> {
  sandbox = await startSandbox({
    host: '127.0.0.1',
    httpPort: 0,
    smtpPort: 0,
    molliePort: 0,
    refundSettleMs,
  });
  client = paymentClient(sandbox);
  receiver = await startWebhookReceiver();
}

afterEach(async () => {
  await Promise.all([sandbox.close(), receiver.close()]);
});

/** A paid payment of 123.45 whose payment.paid webhook has arrived. */
async function paidPayment(orderId = '42'): Promise<Payment> {
  const payment = await client.createPayment(paymentBody(receiver.url, { metadata: { orderId } }));
  await client.checkout(payment.id, 'pay', 'creditcard');
  await receiver.waitFor(receiver.received.length + 1);
  return client.getPayment(payment.id);
}

function refund(paymentId: string, value: string, extra: Record<string, unknown> = {}) {
  return client.api<Refund & Partial<Pick<MollieError, 'detail' | 'field'>>>(
    'POST',
    `payments/${paymentId}/refunds`,
    {
      body: { amount: { currency: 'EUR', value }, ...extra },
    },
  );
}

describe('refunds', () => {
  it('makes a pending partial refund as Mollie shapes it, and lowers amountRemaining', async () => {
    await start(0);
    const payment = await paidPayment();
    expect(payment).toMatchObject({
      method: 'creditcard',
      amountRefunded: { currency: 'EUR', value: '0.00' },
      amountRemaining: { currency: 'EUR', value: '123.45' },
    });
    const answer = await refund(payment.id, '23.45', {
      description: 'Teilerstattung',
      metadata: { reason: 'x' },
    });
    expect(answer.status).toBe(201);
    const self = `${sandbox.mollieApiUrl}payments/${payment.id}`;
    expect(answer.json).toEqual({
      resource: 'refund',
      id: expect.stringMatching(/^re_[A-Za-z0-9]{10}$/) as string,
      amount: { currency: 'EUR', value: '23.45' },
      status: 'pending',
      createdAt: expect.any(String) as string,
      description: 'Teilerstattung',
      metadata: { reason: 'x' },
      paymentId: payment.id,
      settlementAmount: { currency: 'EUR', value: '-23.45' },
      _links: {
        self: { href: `${self}/refunds/${answer.json.id}`, type: 'application/hal+json' },
        payment: { href: self, type: 'application/hal+json' },
        documentation: {
          href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//) as string,
          type: 'text/html',
        },
      },
    });
    const after = await client.getPayment(payment.id);
    expect(after).toMatchObject({
      amountRefunded: { currency: 'EUR', value: '23.45' },
      amountRemaining: { currency: 'EUR', value: '100.00' },
      _links: { refunds: { href: `${self}/refunds`, type: 'application/hal+json' } },
    });

    const listed = await client.api<{ count: number; _embedded: { refunds: Refund[] } }>(
      'GET',
      `payments/${payment.id}/refunds`,
    );
    expect(listed.json.count).toBe(1);
    expect(listed.json._embedded.refunds).toEqual([answer.json]);
    const one = await client.api<Refund>('GET', `payments/${payment.id}/refunds/${answer.json.id}`);
    expect(one.json).toEqual(answer.json);
    expect((await client.api('GET', `payments/${payment.id}/refunds/re_x`)).status).toBe(404);
    expect((await client.api('GET', 'payments/tr_x/refunds')).status).toBe(404);
  });

  it('refuses more than remains with 422 on amount, and a payment that is not paid', async () => {
    await start(0);
    const payment = await paidPayment();
    expect((await refund(payment.id, '100.00')).status).toBe(201);
    const over = await refund(payment.id, '23.46');
    expect(over.status).toBe(422);
    expect(over.json).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'amount' });
    expect((await refund(payment.id, '23.45')).status).toBe(201);

    const open = await client.createPayment(paymentBody(receiver.url));
    const notPaid = await refund(open.id, '1.00');
    expect(notPaid.status).toBe(422);
    expect(notPaid.json.detail).toMatch(/only paid payments/);
    const badAmount = await refund(payment.id, '1');
    expect(badAmount.json.field).toBe('amount.value');
  });

  it('settles a refund after refundSettleMs and posts the payment webhook', async () => {
    await start(100);
    const payment = await paidPayment();
    const created = await refund(payment.id, '10.00');
    const [, settled] = await receiver.waitFor(2);
    expect(settled?.body).toBe(`id=${payment.id}`);
    const read = await client.api<Refund>('GET', `payments/${payment.id}/refunds/${created.json.id}`);
    expect(read.json.status).toBe('refunded');
    const [listed] = await client.listed('42');
    expect(listed?.events.map((event) => event.type)).toEqual(['payment.paid', 'refund.refunded']);
    expect(listed?.refunds).toEqual([read.json]);
  });

  it('ends the next refund failed when a fault says so, and gives its amount back', async () => {
    await start(50);
    const payment = await paidPayment('f-9');
    await client.control('POST', '/faults', {
      operation: 'refund',
      refundStatus: 'failed',
      match: { orderId: 'f-9' },
    });
    const failing = await refund(payment.id, '123.45');
    expect(failing.json.status).toBe('pending');
    await receiver.waitFor(2);
    const read = await client.api<Refund>('GET', `payments/${payment.id}/refunds/${failing.json.id}`);
    expect(read.json.status).toBe('failed');
    expect((await client.getPayment(payment.id)).amountRemaining).toEqual({
      currency: 'EUR',
      value: '123.45',
    });
    const next = await refund(payment.id, '1.00');
    await receiver.waitFor(3);
    expect(
      (await client.api<Refund>('GET', `payments/${payment.id}/refunds/${next.json.id}`)).json.status,
    ).toBe('refunded');
  });

  it('answers 500 to a matching refund and makes nothing', async () => {
    await start(0);
    const payment = await paidPayment();
    await client.control('POST', '/faults', { operation: 'refund', mode: 'error500' });
    expect((await refund(payment.id, '1.00')).status).toBe(500);
    const [listed] = await client.listed('42');
    expect(listed?.refunds).toEqual([]);
  });

  it('stays pending with refundSettleMs 0 until a test control moves it, each move posting the webhook', async () => {
    await start(0);
    const payment = await paidPayment();
    const created = await refund(payment.id, '5.00');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    for (const status of ['processing', 'refunded']) {
      const moved = await client.control('POST', `/refunds/${created.json.id}/status`, { status });
      expect(moved.status).toBe(200);
      expect(((await moved.json()) as { refund: Refund }).refund.status).toBe(status);
    }
    const webhooks = await receiver.waitFor(3);
    expect(webhooks.map((webhook) => webhook.id)).toEqual([payment.id, payment.id, payment.id]);
    expect(
      (await client.control('POST', `/refunds/${created.json.id}/status`, { status: 'done' })).status,
    ).toBe(422);
    expect((await client.control('POST', '/refunds/re_x/status', { status: 'failed' })).status).toBe(404);
  });
});

describe('chargebacks', () => {
  it('charges back a paid payment by test control, posts the webhook and shows it in the API', async () => {
    await start(0);
    const payment = await paidPayment();
    const made = await client.control('POST', `/payments/${payment.id}/chargeback`, {
      amount: '23.45',
      reason: { code: 'AC01', description: 'Account identifier incorrect' },
    });
    expect(made.status).toBe(201);
    const chargeback = (await made.json()) as Chargeback;
    const self = `${sandbox.mollieApiUrl}payments/${payment.id}`;
    expect(chargeback).toEqual({
      resource: 'chargeback',
      id: expect.stringMatching(/^chb_[A-Za-z0-9]{10}$/) as string,
      amount: { currency: 'EUR', value: '23.45' },
      settlementAmount: { currency: 'EUR', value: '-23.45' },
      createdAt: expect.any(String) as string,
      reason: { code: 'AC01', description: 'Account identifier incorrect' },
      reversedAt: null,
      paymentId: payment.id,
      _links: {
        self: { href: `${self}/chargebacks/${chargeback.id}`, type: 'application/hal+json' },
        payment: { href: self, type: 'application/hal+json' },
        documentation: {
          href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//) as string,
          type: 'text/html',
        },
      },
    });
    const [, webhook] = await receiver.waitFor(2);
    expect(webhook?.body).toBe(`id=${payment.id}`);

    const listed = await client.api<{ count: number; _embedded: { chargebacks: Chargeback[] } }>(
      'GET',
      `payments/${payment.id}/chargebacks`,
    );
    expect(listed.json.count).toBe(1);
    expect(listed.json._embedded.chargebacks).toEqual([chargeback]);
    const one = await client.api<Chargeback>('GET', `payments/${payment.id}/chargebacks/${chargeback.id}`);
    expect(one.json).toEqual(chargeback);
    expect((await client.api('GET', `payments/${payment.id}/chargebacks/chb_x`)).status).toBe(404);

    const after = await client.getPayment(payment.id);
    expect(after).toMatchObject({
      status: 'paid',
      amountChargedBack: { currency: 'EUR', value: '23.45' },
      amountRemaining: { currency: 'EUR', value: '100.00' },
      _links: { chargebacks: { href: `${self}/chargebacks`, type: 'application/hal+json' } },
    });
    const [recorded] = await client.listed('42');
    expect(recorded?.chargebacks).toEqual([chargeback]);
    expect(recorded?.events.at(-1)?.type).toBe('chargeback.created');
  });

  it('charges back the whole amount by default, and refuses an open payment with 409', async () => {
    await start(0);
    const payment = await paidPayment();
    const whole = (await (
      await client.control('POST', `/payments/${payment.id}/chargeback`)
    ).json()) as Chargeback;
    expect(whole).toMatchObject({ amount: { currency: 'EUR', value: '123.45' }, reason: null });
    expect(
      (await client.control('POST', `/payments/${payment.id}/chargeback`, { amount: '0.01' })).status,
    ).toBe(409);
    const open = await client.createPayment(paymentBody(receiver.url));
    expect((await client.control('POST', `/payments/${open.id}/chargeback`)).status).toBe(409);
    expect((await client.control('POST', `/payments/${payment.id}/chargeback`, { amount: '1' })).status).toBe(
      422,
    );
  });
});
