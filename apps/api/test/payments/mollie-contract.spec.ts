import { createMollieClient, MollieApiError, type MollieClient, PaymentStatus } from '@mollie/api-client';
import { AppConfig } from '../../src/config/app-config.js';
import { mollieClient } from '../../src/modules/payments/provider/mollie/mollie-client.js';
import { MolliePaymentProvider } from '../../src/modules/payments/provider/mollie/mollie-payment-provider.js';
import {
  PaymentProviderError,
  PaymentProviderUnavailableError,
} from '../../src/modules/payments/provider/payment-provider.js';
import { decideCheckout, sandboxControl } from '../helpers/payments.js';

// The contract between the portal and Mollie's API, checked against the sandbox: first Mollie's official client
// (`@mollie/api-client`) call by call, as the adapter makes them, errors included; then the adapter itself.

const config = AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test', PAYMENT_TIMEOUT_MS: '1500' });
const client: MollieClient = mollieClient({
  apiKey: config.mollieApiKey,
  apiEndpoint: config.mollieApiUrl,
  extraCaFile: config.mollieCaFile,
});
const provider = new MolliePaymentProvider(config);
let orderNo = 0;
const orderId = () => `contract-${process.pid}-${Date.now()}-${(orderNo += 1)}`;

const paymentRequest = (order: string, value = '12.30') => ({
  amount: { currency: 'EUR', value },
  description: `Contract ${order}`,
  redirectUrl: 'http://127.0.0.1:9/return',
  webhookUrl: 'http://127.0.0.1:9/webhook',
  metadata: { orderId: order },
});

async function apiError(call: Promise<unknown>): Promise<MollieApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof MollieApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function paidPayment(value = '50.00') {
  const payment = await client.payments.create(paymentRequest(orderId(), value));
  await decideCheckout(payment.getCheckoutUrl()!, 'pay', 'creditcard');
  return client.payments.get(payment.id);
}

describe("Mollie's official client against the sandbox", () => {
  it('verifies the TLS certificate: without the sandbox certificate it is refused', async () => {
    const untrusting = createMollieClient({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiUrl });
    const error = await apiError(untrusting.payments.get('tr_anything'));
    expect(error.statusCode).toBeUndefined();
    expect(error.message).toMatch(/certificate/i);
  });

  it('creates a payment once per idempotency key, reads it back and cancels it', async () => {
    const order = orderId();
    const idempotencyKey = `contract-${order}`;
    const created = await client.payments.create({ ...paymentRequest(order), idempotencyKey });
    expect(created).toMatchObject({
      resource: 'payment',
      status: PaymentStatus.open,
      amount: { currency: 'EUR', value: '12.30' },
      metadata: { orderId: order },
      sequenceType: 'oneoff',
      mode: 'test',
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.getCheckoutUrl()).toMatch(/^http:\/\/.+\/payment\/checkout\/tr_/);
    const replayed = await client.payments.create({ ...paymentRequest(order), idempotencyKey });
    expect(replayed.id).toBe(created.id);

    const read = await client.payments.get(created.id);
    expect(read.id).toBe(created.id);
    expect(read.status).toBe(PaymentStatus.open);
    const canceled = await client.payments.cancel(created.id);
    expect(canceled.status).toBe(PaymentStatus.canceled);
    const again = await apiError(client.payments.cancel(created.id));
    expect(again).toMatchObject({ statusCode: 422 });
  });

  it("answers Mollie's errors: 401 for a bad key, 404 for an unknown payment, 422 with the field", async () => {
    const badKey = mollieClient({
      apiKey: `live_${'x'.repeat(30)}`,
      apiEndpoint: config.mollieApiUrl,
      extraCaFile: config.mollieCaFile,
    });
    expect(await apiError(badKey.payments.get('tr_anything'))).toMatchObject({ statusCode: 401 });
    const unknown = await apiError(client.payments.get('tr_doesNotExist1'));
    expect(unknown).toMatchObject({ statusCode: 404, title: 'Not Found' });
    const invalid = await apiError(client.payments.create(paymentRequest(orderId(), '12.3')));
    expect(invalid).toMatchObject({ statusCode: 422, field: 'amount.value' });
    expect(invalid.message.length).toBeGreaterThan(0);
  });

  it('lists the methods for an amount and a billing country', async () => {
    const amount = { currency: 'EUR', value: '120.00' };
    const austria = await client.methods.list({ amount, billingCountry: 'AT', locale: 'de_DE' as never });
    expect(austria.map((method) => String(method.id))).toEqual(
      expect.arrayContaining(['creditcard', 'paypal', 'banktransfer', 'eps', 'klarna']),
    );
    expect(austria.find((method) => String(method.id) === 'creditcard')).toMatchObject({
      resource: 'method',
      description: 'Kreditkarte',
      image: { svg: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
    const germany = await client.methods.list({ amount, billingCountry: 'DE', locale: 'en_US' as never });
    expect(germany.map((method) => String(method.id))).not.toContain('eps');
    expect(germany.find((method) => String(method.id) === 'creditcard')?.description).toBe('Card');
  });

  it('refunds a paid payment, partly, and refuses more than remains', async () => {
    const payment = await paidPayment('50.00');
    expect(payment.status).toBe(PaymentStatus.paid);
    const refund = await client.paymentRefunds.create({
      paymentId: payment.id,
      amount: { currency: 'EUR', value: '20.00' },
      description: 'Teil',
      idempotencyKey: `refund-${payment.id}`,
    });
    expect(refund).toMatchObject({ resource: 'refund', paymentId: payment.id, amount: { value: '20.00' } });
    expect(['queued', 'pending']).toContain(refund.status);
    const replayed = await client.paymentRefunds.create({
      paymentId: payment.id,
      amount: { currency: 'EUR', value: '20.00' },
      idempotencyKey: `refund-${payment.id}`,
    });
    expect(replayed.id).toBe(refund.id);
    expect((await client.paymentRefunds.get(refund.id, { paymentId: payment.id })).id).toBe(refund.id);
    const page = await client.paymentRefunds.page({ paymentId: payment.id });
    expect([...page].map((row) => row.id)).toEqual([refund.id]);
    const after = await client.payments.get(payment.id);
    expect(after).toMatchObject({ amountRefunded: { value: '20.00' }, amountRemaining: { value: '30.00' } });
    const tooMuch = await apiError(
      client.paymentRefunds.create({ paymentId: payment.id, amount: { currency: 'EUR', value: '30.01' } }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 422 });
    const open = await client.payments.create(paymentRequest(orderId()));
    const notPaid = await apiError(
      client.paymentRefunds.create({ paymentId: open.id, amount: { currency: 'EUR', value: '1.00' } }),
    );
    expect(notPaid).toMatchObject({ statusCode: 422 });
  });

  it('lists and reads chargebacks', async () => {
    const payment = await paidPayment('15.00');
    const issued = await sandboxControl<{ id: string }>('POST', `/payments/${payment.id}/chargeback`, {
      reason: { code: 'MD06', description: 'Widerspruch durch den Zahler' },
    });
    const page = await client.paymentChargebacks.page({ paymentId: payment.id });
    const [chargeback] = [...page];
    expect(chargeback).toMatchObject({
      resource: 'chargeback',
      id: issued.id,
      paymentId: payment.id,
      amount: { value: '15.00' },
      reason: { code: 'MD06', description: 'Widerspruch durch den Zahler' },
    });
    const read = await client.paymentChargebacks.get(issued.id, { paymentId: payment.id });
    expect(read.id).toBe(issued.id);
    expect((await client.payments.get(payment.id)).amountChargedBack).toEqual({
      currency: 'EUR',
      value: '15.00',
    });
  });
});

describe('the adapter (MolliePaymentProvider) against the sandbox', () => {
  it('maps a payment, its method and its money back', async () => {
    const order = orderId();
    const created = await provider.create({
      idempotencyKey: `adapter-${order}`,
      amountCents: 4200,
      description: 'Adapter',
      redirectUrl: 'http://127.0.0.1:9/return',
      webhookUrl: 'http://127.0.0.1:9/webhook',
      orderId: order,
      method: 'paypal',
      locale: 'de',
    });
    expect(created).toMatchObject({
      status: 'open',
      amountCents: 4200,
      orderId: order,
      method: 'paypal',
      checkoutUrl: expect.stringMatching(/^http/),
      amountRefundedCents: 0,
      amountChargedBackCents: 0,
    });
    await decideCheckout(created.checkoutUrl!, 'pay', 'paypal');
    const paid = await provider.get(created.id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date), checkoutUrl: null });
    const refund = await provider.refund({
      paymentId: created.id,
      amountCents: 1000,
      description: 'Teil',
      idempotencyKey: `adapter-refund-${order}`,
    });
    expect(refund).toMatchObject({ paymentId: created.id, amountCents: 1000, createdAt: expect.any(Date) });
    expect(await provider.refunds(created.id)).toEqual([expect.objectContaining({ id: refund.id })]);
    expect((await provider.get(created.id))?.amountRefundedCents).toBe(1000);
    await sandboxControl('POST', `/payments/${created.id}/chargeback`, { amount: '5.00' });
    expect(await provider.chargebacks(created.id)).toEqual([
      expect.objectContaining({ paymentId: created.id, amountCents: 500, reversedAt: null }),
    ]);
    expect((await provider.get(created.id))?.amountChargedBackCents).toBe(500);
  });

  it('answers null for an unknown payment and for one that can no longer be cancelled', async () => {
    expect(await provider.get('tr_unknownToTheSandbox')).toBeNull();
    const payment = await paidPayment('5.00');
    expect(await provider.cancel(payment.id)).toBeNull();
  });

  it('lists methods for the amount and country in the language asked', async () => {
    const methods = await provider.methods({ amountCents: 12000, countryCode: 'AT', locale: 'en' });
    expect(methods.find((method) => method.id === 'eps')).toMatchObject({
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    });
    expect(methods.find((method) => method.id === 'creditcard')?.description).toBe('Card');
  });

  it('calls a refusal a refusal and an outage an outage', async () => {
    const open = await client.payments.create(paymentRequest(orderId()));
    const refused = await provider
      .refund({ paymentId: open.id, amountCents: 100, description: 'x', idempotencyKey: `r-${open.id}` })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).status).toBe(422);

    const order = orderId();
    const hung = await client.payments.create(paymentRequest(order));
    await sandboxControl('POST', '/faults', {
      operation: 'get',
      mode: 'timeout',
      count: 1,
      match: { orderId: order },
    });
    await expect(provider.get(hung.id)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);

    const unreachable = new MolliePaymentProvider(
      AppConfig.fromEnvironment({
        ...process.env,
        NODE_ENV: 'test',
        PAYMENT_TIMEOUT_MS: '1500',
        MOLLIE_API_URL: 'https://127.0.0.1:9/v2/',
      }),
    );
    await expect(unreachable.get('tr_anything')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
