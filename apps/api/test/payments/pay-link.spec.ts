import request from 'supertest';
import { DataSource } from 'typeorm';
import { PaymentAttemptStatus } from '../../src/modules/payments/payment-attempt.entity.js';
import { PaymentLink } from '../../src/modules/payments/payment-link.entity.js';
import { PaymentSweep } from '../../src/modules/payments/jobs/payment-sweep.service.js';
import { TestClient } from '../helpers/client.js';
import {
  attemptsOf,
  decideCheckout,
  eventually,
  paymentIdOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
  sandboxPayments,
  startPaymentsStack,
} from '../helpers/payments.js';
import { waitForMail } from '../helpers/sandbox.js';
import { createPatient } from '../helpers/patients.js';
import { post, signedIn } from '../helpers/session.js';
import { CREATE_ORDER, newOrderConsents, PLACE_ORDER, shopItemIds } from '../helpers/shop.js';

const INVALID = 'Dieser Zahlungslink ist ungültig oder abgelaufen.';
const UNAVAILABLE =
  'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.';

let stack: PaymentsStack;
beforeAll(async () => {
  stack = await startPaymentsStack();
});
afterAll(() => stack.close());

const view = (token: string) => request(stack.app.getHttpServer()).get(`/api/pay/${token}`);
const checkout = (token: string) => post(new TestClient(stack.app), `/api/pay/${token}/checkout`);
const returnFrom = (token: string) => request(stack.app.getHttpServer()).get(`/api/pay/${token}/return`);

async function openCheckout(token: string): Promise<string> {
  const response = await checkout(token);
  expect(response.status).toBe(200);
  return (response.body as { checkoutUrl: string }).checkoutUrl;
}

describe('the payment link', () => {
  it('is mailed when the doctor places the order, and its page shows the order', async () => {
    const doctor = await signedIn(stack.app);
    const patient = await createPatient(doctor.client);
    const ids = await shopItemIds(stack.app);
    const { createOrder } = await doctor.client.query<{ createOrder: { id: string } }>(CREATE_ORDER, {
      input: {
        patient: { connect: patient.id },
        items: [{ item_id: ids['bundle-start'], item_type: 'Bundle', quantity: 1 }],
      },
    });
    await doctor.client.agent.get(`/api/orders/${createOrder.id}/download-pdf`).expect(200);
    const { placeOrder } = await doctor.client.query<{
      placeOrder: { order_number: string; payment_status: string; total_price: number };
    }>(PLACE_ORDER, { id: createOrder.id, consents: await newOrderConsents(doctor.client) });
    expect(placeOrder.payment_status).toBe('Pending');

    const mail = await waitForMail(patient.email as string);
    const url = new URL(mail.links.find((link) => link.startsWith(`${stack.appUrl}/pay/`))!);
    const token = url.pathname.split('/').pop()!;
    expect((await view(token).expect(200)).body).toMatchObject({
      orderNumber: placeOrder.order_number,
      amount: placeOrder.total_price,
      paymentStatus: 'Pending',
      canPay: true,
    });
  });

  it('is mailed to the order address with order number, amount and expiry, and opens the pay page', async () => {
    const { order, token, email } = await placedOrder(stack.app, { total: 249.9 });
    expect(order.order_number).toMatch(/^B-\d{4}-\d{5}$/);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(`Zahlungslink für Ihre Bestellung ${order.order_number}`);
    expect(mail.text).toContain(`Bestellung ${order.order_number} über 249,90\u00a0€`);
    expect(mail.text).toContain('Testpraxis hat für Sie');
    expect(mail.links).toContain(`${stack.appUrl}/pay/${token}`);

    const response = await view(token).expect(200);
    expect(response.body).toEqual({
      orderNumber: order.order_number,
      amount: 249.9,
      currency: 'EUR',
      paymentStatus: 'Pending',
      expiresAt: expect.any(String),
      canPay: true,
      methods: expect.arrayContaining([
        {
          id: 'creditcard',
          description: 'Kreditkarte',
          image: expect.stringMatching(/^data:image\/svg\+xml/),
        },
      ]),
    });
    const days = (Date.parse(response.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it("speaks the patient's language", async () => {
    const { order, email } = await placedOrder(stack.app, { locale: 'en' });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(`Payment link for your order ${order.order_number}`);
  });

  it('answers only "invalid or expired" for a token that is not ours, and 410 once the link expired', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(500)]) {
      const response = await view(token).expect(404);
      expect(response.body).toMatchObject({ message: INVALID, reason: 'payments.linkInvalid' });
      expect((await checkout(token)).status).toBe(404);
    }
    const unknownReturn = await returnFrom('A'.repeat(43)).expect(303);
    expect(unknownReturn.headers.location).toBe(`/pay/${'A'.repeat(43)}`);

    const { link, token } = await placedOrder(stack.app, { mail: false });
    await stack.app
      .get(DataSource)
      .getRepository(PaymentLink)
      .update(link.id, { expires_at: new Date(Date.now() - 1000) });
    const expired = await view(token).expect(410);
    expect(expired.body).toMatchObject({ reason: 'payments.linkExpired' });
    const refused = await checkout(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'payments.linkExpired' });
  });
});

describe('paying through the link', () => {
  it('reuses the open checkout, and the paid webhook makes the order Success', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false, total: 99.5 });
    const checkoutUrl = await openCheckout(token);
    expect(await openCheckout(token)).toBe(checkoutUrl);
    const [payment] = await sandboxPayments(order.id);
    expect(payment).toMatchObject({
      id: paymentIdOf(checkoutUrl),
      status: 'open',
      redirectUrl: `${stack.appUrl}/api/pay/${token}/return`,
      webhookUrl: `${stack.appUrl}/api/payments/webhook`,
    });

    const back = await decideCheckout(checkoutUrl, 'pay');
    expect(back).toBe(`${stack.appUrl}/api/pay/${token}/return`);
    // Only the webhook: the patient never came back.
    await eventually(
      () => paymentStatusOf(stack.app, order.id),
      (status) => status === PaymentStatus.Success,
    );
    const [attempt] = await attemptsOf(stack.app, order.id);
    expect(attempt).toMatchObject({ attempt_no: 1, status: PaymentAttemptStatus.paid, amount_cents: 9950 });

    expect((await view(token).expect(200)).body).toMatchObject({ paymentStatus: 'Success', canPay: false });
    const again = await checkout(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Diese Bestellung ist bereits bezahlt.' });
  });

  it('sends the patient back to /payment with our status, whatever the webhook does', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false });
    await sandboxControl('POST', '/webhooks/hold', { hold: true, match: { orderId: order.id } });
    try {
      await decideCheckout(await openCheckout(token), 'pay');
      const response = await returnFrom(token).expect(303);
      expect(response.headers.location).toBe(`/payment?orderId=${order.guid}&success=true&token=${token}`);
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
    } finally {
      await sandboxControl('POST', '/webhooks/hold', { hold: false, match: { orderId: order.id } });
      await sandboxControl('POST', '/webhooks/release', { match: { orderId: order.id } });
    }
  });

  it('marks a declined payment Fail, and the next click opens a new checkout', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false });
    const first = await openCheckout(token);
    await decideCheckout(first, 'fail');
    await eventually(
      () => paymentStatusOf(stack.app, order.id),
      (status) => status === PaymentStatus.Fail,
    );
    expect((await view(token).expect(200)).body).toMatchObject({ paymentStatus: 'Fail', canPay: true });

    const second = await openCheckout(token);
    expect(second).not.toBe(first);
    expect((await attemptsOf(stack.app, order.id)).map((a) => [a.attempt_no, a.status])).toEqual([
      [1, PaymentAttemptStatus.failed],
      [2, PaymentAttemptStatus.open],
    ]);
  });

  it('keeps an aborted checkout Pending: the patient only gave up', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false });
    await decideCheckout(await openCheckout(token), 'cancel');
    const response = await returnFrom(token).expect(303);
    expect(response.headers.location).toContain('success=false');
    const [attempt] = await eventually(
      () => attemptsOf(stack.app, order.id),
      ([a]) => a.status === PaymentAttemptStatus.canceled,
    );
    expect(attempt.status).toBe(PaymentAttemptStatus.canceled);
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Pending);
  });
});

describe('choosing a payment method', () => {
  const methodIds = async (token: string) =>
    ((await view(token).expect(200)).body as { methods: { id: string }[] }).methods.map(
      (method) => method.id,
    );

  it("offers the provider's methods for the amount and the patient's country, in the patient's language", async () => {
    const austrian = await placedOrder(stack.app, { mail: false, total: 120 });
    expect(await methodIds(austrian.token)).toEqual(
      expect.arrayContaining(['creditcard', 'paypal', 'banktransfer', 'eps', 'klarna']),
    );
    const german = await placedOrder(stack.app, { mail: false, total: 120 });
    await stack.app
      .get(DataSource)
      .query(`UPDATE patients SET country = 'DE' WHERE id = $1`, [german.order.patient_id]);
    const germanMethods = await methodIds(german.token);
    expect(germanMethods).toContain('creditcard');
    expect(germanMethods).not.toContain('eps');
    const english = await placedOrder(stack.app, { mail: false, locale: 'en' });
    const { methods } = (await view(english.token).expect(200)).body as {
      methods: { id: string; description: string }[];
    };
    expect(methods.find((method) => method.id === 'creditcard')?.description).toBe('Card');
  });

  it('opens the checkout for the chosen method, and another choice ends the first checkout', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false });
    const client = new TestClient(stack.app);
    const paypal = await post(client, `/api/pay/${token}/checkout`, { method: 'paypal' });
    expect(paypal.status).toBe(200);
    const [payment] = await sandboxPayments(order.id);
    expect(payment.method).toBe('paypal');
    expect((await post(client, `/api/pay/${token}/checkout`, { method: 'paypal' })).body).toEqual(
      paypal.body,
    );

    const card = await post(client, `/api/pay/${token}/checkout`, { method: 'creditcard' });
    expect(card.status).toBe(200);
    expect(card.body).not.toEqual(paypal.body);
    expect((await attemptsOf(stack.app, order.id)).map((a) => [a.attempt_no, a.method, a.status])).toEqual([
      [1, 'paypal', PaymentAttemptStatus.canceled],
      [2, 'creditcard', PaymentAttemptStatus.open],
    ]);
    await decideCheckout((card.body as { checkoutUrl: string }).checkoutUrl, 'pay', 'creditcard');
    await eventually(
      () => attemptsOf(stack.app, order.id),
      (attempts) => attempts[1].status === PaymentAttemptStatus.paid && attempts[1].method === 'creditcard',
    );
  });

  it.each([['bitcoin'], ['PAYPAL'], [42], ['x'.repeat(40)]])(
    'refuses the method %p with 422 and opens no checkout',
    async (method) => {
      const { order, token } = await placedOrder(stack.app, { mail: false });
      const refused = await post(new TestClient(stack.app), `/api/pay/${token}/checkout`, { method });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        reason: 'payments.methodNotOffered',
        message:
          'Diese Zahlungsart wird für diese Zahlung nicht angeboten. Bitte wählen Sie eine der angezeigten Zahlungsarten.',
      });
      expect(await attemptsOf(stack.app, order.id)).toEqual([]);
      expect(await sandboxPayments(order.id)).toEqual([]);
    },
  );
});

describe('when the provider fails', () => {
  it.each(['error500', 'timeout'] as const)(
    'answers 503 on %s, changes nothing, and the next click opens exactly one checkout',
    async (mode) => {
      const { order, token } = await placedOrder(stack.app, { mail: false });
      await sandboxControl('POST', '/faults', {
        operation: 'create',
        mode,
        count: 1,
        match: { orderId: order.id },
      });
      const failed = await checkout(token);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ message: UNAVAILABLE, reason: 'payments.providerUnavailable' });
      expect(await attemptsOf(stack.app, order.id)).toMatchObject([
        { attempt_no: 1, status: PaymentAttemptStatus.creating },
      ]);
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Pending);

      const checkoutUrl = await openCheckout(token);
      const payments = await sandboxPayments(order.id);
      expect(payments.map((payment) => payment.id)).toEqual([paymentIdOf(checkoutUrl)]);
      expect(await attemptsOf(stack.app, order.id)).toMatchObject([
        { attempt_no: 1, status: PaymentAttemptStatus.open },
      ]);
    },
  );
});

describe('the sweep', () => {
  const sweep = () => stack.worker.get(PaymentSweep).run();
  const links = () => stack.app.get(DataSource).getRepository(PaymentLink);

  it('expires a link past its TTL, ends its open checkout, and a payment landing late still counts', async () => {
    const { order, link, token } = await placedOrder(stack.app, { mail: false });
    const checkoutUrl = await openCheckout(token);
    await links().update(link.id, { expires_at: new Date(Date.now() - 1000) });
    await sweep();
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Expired);
    const [payment] = await sandboxPayments(order.id);
    expect(payment.status).toBe('canceled');
    expect((await attemptsOf(stack.app, order.id))[0].status).toBe(PaymentAttemptStatus.canceled);
    expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Expired);
    expect((await checkout(token)).status).toBe(409);

    // The patient paid in the provider's last second: the money is there, the order is paid.
    await sandboxControl('POST', `/payments/${paymentIdOf(checkoutUrl)}/status`, { status: 'paid' });
    await eventually(
      () => paymentStatusOf(stack.app, order.id),
      (status) => status === PaymentStatus.Success,
    );
  });

  it('mails a link that never went out, once', async () => {
    const { order, link, email } = await placedOrder(stack.app, { mail: false });
    await links().update(link.id, { created_at: new Date(Date.now() - 3 * 60_000) });
    await sweep();
    const mail = await waitForMail(email);
    expect(mail.subject).toContain(order.order_number!);
    await eventually(
      () => links().findOneByOrFail({ id: link.id }),
      (row) => row.sent_count === 1,
    );
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await links().findOneByOrFail({ id: link.id })).sent_count).toBe(1);
  });

  it('reads back a checkout whose webhook never came', async () => {
    const { order, token } = await placedOrder(stack.app, { mail: false });
    const paymentId = paymentIdOf(await openCheckout(token));
    await sandboxControl('POST', `/payments/${paymentId}/status`, { status: 'paid', notify: false });
    try {
      await sweep();
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Pending);
      await stack.app
        .get(DataSource)
        .query(`UPDATE payment_attempts SET updated_at = now() - interval '11 minutes' WHERE order_id = $1`, [
          order.id,
        ]);
      await sweep();
      expect(await paymentStatusOf(stack.app, order.id)).toBe(PaymentStatus.Success);
    } finally {
      await sandboxControl('POST', '/webhooks/release', { match: { orderId: order.id } });
    }
  });
});
