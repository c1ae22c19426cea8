// Dunning of a practice's order by link (issue 30, point 7): reminders 2, 5 and 9 days after it was placed,
// once each, never once paid, cancelled or expired; the doctor is told when the link expires unpaid.
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PaymentSweep } from '../../src/modules/payments/jobs/payment-sweep.service.js';
import { SubscriptionRenewals } from '../../src/modules/subscriptions/jobs/subscription-renewals.service.js';
import { SubscriptionSweep } from '../../src/modules/subscriptions/jobs/subscription-sweep.service.js';
import { eventually, type PaymentsStack, placedOrder, startPaymentsStack } from '../helpers/payments.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';

jest.setTimeout(90_000);

const LINK = `query ($id: ID!) { order(id: $id) { id paymentLink { sent_count last_sent_at expires_at } } }`;
const LINKS = `{ orders(first: 50) { data { id paymentLink { sent_count } } } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status payment_status } }`;

let stack: PaymentsStack;
beforeAll(async () => {
  stack = await startPaymentsStack();
});
afterAll(() => stack.close());

const db = () => stack.app.get(DataSource);
const sentCount = async (orderId: string) =>
  (
    await db().query<{ sent_count: number }[]>(`SELECT sent_count FROM payment_links WHERE order_id = $1`, [
      orderId,
    ])
  )[0].sent_count;
const placedDaysAgo = (orderId: string, days: number) =>
  db().query(`UPDATE orders SET placed_at = now() - make_interval(days => $2) WHERE id = $1`, [
    orderId,
    days,
  ]);
const reminders = async (email: string) =>
  (await inboxOf(email)).filter((mail) => mail.subject.startsWith('Erinnerung'));
const sweep = () => stack.worker.get(SubscriptionSweep).run();
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** A placed order whose link went out once. */
async function unpaidOrder() {
  const placed = await placedOrder(stack.app);
  await eventually(
    () => sentCount(placed.order.id),
    (count) => count === 1,
    15_000,
  );
  return placed;
}

describe("reminders of a practice's unpaid order", () => {
  it('go out 2, 5 and 9 days after it was placed, once each, and stop after the third', async () => {
    const placed = await unpaidOrder();
    const id = placed.order.id;
    await sweep();
    await settle();
    expect(await sentCount(id)).toBe(1); // placed today: nothing due

    for (const [days, count] of [
      [2, 2],
      [5, 3],
      [9, 4],
    ] as const) {
      await placedDaysAgo(id, days);
      await sweep();
      await eventually(
        () => sentCount(id),
        (sent) => sent === count,
        15_000,
      );
      await sweep(); // the same reminder is not due twice
    }
    await placedDaysAgo(id, 11);
    await sweep();
    await settle();
    expect(await sentCount(id)).toBe(4);
    const sent = await eventually(
      () => reminders(placed.email),
      (mails) => mails.length === 3,
      15_000,
    );
    const [reminder] = sent;
    expect(reminder.subject).toBe(
      `Erinnerung: Ihre Bestellung ${placed.order.order_number} ist noch nicht bezahlt`,
    );
    expect(reminder.text).toContain(`für die Bestellung ${placed.order.order_number} über`);
    expect(reminder.text).toContain('für Sie erteilt hat, ist noch keine Zahlung eingegangen.');
    expect(reminder.links).toContain(`${stack.appUrl}/pay/${placed.token}`);

    // The doctor sees the history on the order: four mailings, the last one just now.
    const { order } = await placed.doctor.client.query<{
      order: { paymentLink: { sent_count: number; last_sent_at: string; expires_at: string } };
    }>(LINK, { id });
    expect(order.paymentLink.sent_count).toBe(4);
    expect(new Date(order.paymentLink.last_sent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Another practice does not.
    const other = await signedIn(stack.app);
    const foreign = await other.client.graphql(LINK, { id });
    expect(foreign.data?.order ?? null).toBeNull();
  });

  it('history is read with a fixed number of statements however many orders a page holds', async () => {
    const first = await unpaidOrder();
    const count = async () =>
      (await countStatements(stack.app, () => first.doctor.client.query(LINKS))).count;
    const one = await count();
    for (let i = 0; i < 3; i += 1) await placedOrder(stack.app, { mail: false, doctor: first.doctor });
    expect(await count()).toBe(one);
    const { orders } = await first.doctor.client.query<{
      orders: { data: { id: string; paymentLink: { sent_count: number } }[] };
    }>(LINKS);
    expect(orders.data).toHaveLength(4);
    expect(orders.data.find((o) => o.id === first.order.id)?.paymentLink.sent_count).toBe(1);
  });

  it('are not sent once the order is paid', async () => {
    const placed = await unpaidOrder();
    await db().query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [placed.order.id]);
    await placedDaysAgo(placed.order.id, 3);
    await sweep();
    const renewals = stack.worker.get(SubscriptionRenewals);
    expect(await renewals.remindPayment(placed.order.id, 1)).toBe(false);
    await settle();
    expect(await sentCount(placed.order.id)).toBe(1);
    expect(await reminders(placed.email)).toEqual([]);
  });

  it('are not sent once the order is cancelled', async () => {
    const placed = await unpaidOrder();
    const cancelled = await placed.doctor.client.query<{ cancelOrder: { payment_status: string } }>(
      CANCEL_ORDER,
      {
        id: placed.order.id,
      },
    );
    expect(cancelled.cancelOrder.payment_status).toBe('Canceled');
    await placedDaysAgo(placed.order.id, 3);
    await sweep();
    await settle();
    expect(await sentCount(placed.order.id)).toBe(1);
    expect(await reminders(placed.email)).toEqual([]);
  });

  it('stop when the link has expired', async () => {
    const placed = await unpaidOrder();
    await placedDaysAgo(placed.order.id, 3);
    await db().query(
      `UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [placed.order.id],
    );
    await sweep();
    expect(await stack.worker.get(SubscriptionRenewals).remindPayment(placed.order.id, 1)).toBe(false);
    await settle();
    expect(await sentCount(placed.order.id)).toBe(1);
  });
});

describe('a link that expires unpaid', () => {
  it("is reported once to the order's doctor, who is told how to resend it", async () => {
    const doctor = await signedIn(stack.app);
    const placed = await placedOrder(stack.app, { mail: false, doctor });
    await db().query(
      `UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [placed.order.id],
    );
    const paymentSweep = stack.worker.get(PaymentSweep);
    expect((await paymentSweep.run()).expired).toBeGreaterThanOrEqual(1);
    const notice = await waitForMail(doctor.email, (mail) =>
      mail.subject.includes(placed.order.order_number!),
    );
    expect(notice.subject).toBe(`Zahlungslink für Bestellung ${placed.order.order_number} abgelaufen`);
    expect(notice.text).toContain('abgelaufen, ohne dass eine Zahlung eingegangen ist.');
    expect(notice.text).toContain('„Zahlungslink erneut senden“');
    expect(notice.links).toContain(`${stack.appUrl}/patients/${placed.order.patient_id}/orders`);

    await paymentSweep.run(); // already Expired: nothing more
    await settle();
    expect((await inboxOf(doctor.email)).filter((mail) => mail.subject.includes('abgelaufen'))).toHaveLength(
      1,
    );
    expect(await inboxOf(placed.email)).toEqual([]); // the patient is not told
  });

  it('is not reported when the order was paid before the end', async () => {
    const doctor = await signedIn(stack.app);
    const placed = await placedOrder(stack.app, { mail: false, doctor });
    await db().query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [placed.order.id]);
    await db().query(
      `UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [placed.order.id],
    );
    await stack.worker.get(PaymentSweep).run();
    await settle();
    expect(await inboxOf(doctor.email)).toEqual([]);
  });
});
