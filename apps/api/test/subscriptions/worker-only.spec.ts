// The worker process knows only the entities its own modules register. The other subscription suites
// boot the API beside the worker, which registers every entity in the same process and hid a renewal
// that failed in the real worker ("No metadata for OrderItem"). This suite boots the worker alone, as
// `node dist/worker.js` runs it, and drives a renewal, a notice, an auto-resume and a chunked sweep.
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SubscriptionRenewals } from '../../src/modules/subscriptions/jobs/subscription-renewals.service.js';
import { SubscriptionSweep } from '../../src/modules/subscriptions/jobs/subscription-sweep.service.js';
import { type SandboxMail, sandboxUrl, waitForMail } from '../helpers/sandbox.js';
import { startTestWorker } from '../helpers/worker.js';

let worker: INestApplicationContext;
let db: DataSource;
let centerId: string;
let sequence = 0;

/** A patient with a paid, shipped cycle-1 Elements order and an active plan ending `periodEnd` (SQL). */
async function subscriber(
  tag: string,
  periodEnd: string,
): Promise<{ subscriptionId: string; email: string }> {
  const email = `worker-only-${tag}-${Date.now()}@example.com`;
  const [{ id: patientId }] = await db.query<{ id: string }[]>(
    `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address,
                           zip_code, city, country, date_of_birth, height, weight, biological_sex)
     VALUES ($1, $2, 'female', 'Wera', 'Worker', $3, 'Weg 1', '1010', 'Wien', 'AT', '1980-01-01', 170, 70, 'Female')
     RETURNING id`,
    [`W${Date.now() % 1e9}${(sequence += 1)}`, centerId, email],
  );
  const [{ id: subscriptionId }] = await db.query<{ id: string }[]>(
    `INSERT INTO subscriptions (patient_id, medical_center_id, status, start_date, current_period_start, current_period_end)
     VALUES ($1, $2, 'active', now() - interval '100 days', now() - interval '100 days', ${periodEnd}) RETURNING id`,
    [patientId, centerId],
  );
  const [{ id: orderId }] = await db.query<{ id: string }[]>(
    `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                         original_price_cents, placed_at, order_email, subscription_id, cycle_no)
     VALUES ($1, $2, $3, 14, 'Success', 17900, 17900, now() - interval '100 days', $4, $5, 1) RETURNING id`,
    [`WO-${subscriptionId}`, patientId, centerId, email, subscriptionId],
  );
  await db.query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
                              vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     VALUES ($1, 0, (SELECT id FROM shop_items WHERE key = 'supplements-elements'), 'CustomProduct',
             (SELECT id FROM shop_items WHERE key = 'supplements-female'), 1, 'Supplements', 1000, 17900, 0, 17900, 1627)`,
    [orderId],
  );
  await db.query(
    `INSERT INTO order_addresses (order_id, kind, address, zip_code, city, country_id)
     SELECT $1, kind::order_address_kind, 'Weg 1', '1010', 'Wien', (SELECT id FROM countries WHERE country_code = 'AT')
     FROM unnest(ARRAY['billing', 'delivery']) kind`,
    [orderId],
  );
  await db.query(
    `INSERT INTO noi_orders (order_id, type, status, sent_at) VALUES ($1, 'supplements', 'OrderShipped', now())`,
    [orderId],
  );
  return { subscriptionId, email };
}

async function mailsTo(to: string): Promise<SandboxMail[]> {
  return (await fetch(`${sandboxUrl()}/mail?to=${encodeURIComponent(to)}`)).json() as Promise<SandboxMail[]>;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function cycleTwoOrders(subscriptionIds: string[]) {
  return db.query<{ subscription_id: string; payment_status: string; links: number; parts: number }[]>(
    `SELECT o.subscription_id::text, o.payment_status,
            (SELECT count(*)::int FROM payment_links l WHERE l.order_id = o.id) AS links,
            (SELECT count(*)::int FROM noi_orders n WHERE n.order_id = o.id AND n.type = 'supplements') AS parts
     FROM orders o WHERE o.subscription_id = ANY($1) AND o.cycle_no = 2 ORDER BY o.id`,
    [subscriptionIds],
  );
}

beforeAll(async () => {
  worker = await startTestWorker({ REDIS_PREFIX: `test-worker-only-${process.pid}-${Date.now()}` });
  db = worker.get(DataSource);
  [{ id: centerId }] = await db.query<{ id: string }[]>(
    `INSERT INTO medical_centers (name) VALUES ('Praxis Worker-only') RETURNING id`,
  );
});

afterAll(async () => {
  SubscriptionSweep.chunkSize = 5000;
  await worker?.close();
});

it('renews a due plan in the worker alone: order, items, addresses, supplements part, payment link, mail', async () => {
  const { subscriptionId, email } = await subscriber('renew', `now() - interval '1 hour'`);
  const renewals = worker.get(SubscriptionRenewals);

  const orderId = await renewals.renew(subscriptionId, 2);

  expect(orderId).not.toBeNull();
  expect(await cycleTwoOrders([subscriptionId])).toEqual([
    { subscription_id: subscriptionId, payment_status: 'Pending', links: 1, parts: 1 },
  ]);
  const [{ items, addresses }] = await db.query<{ items: number; addresses: number }[]>(
    `SELECT (SELECT count(*)::int FROM order_items WHERE order_id = $1) AS items,
            (SELECT count(*)::int FROM order_addresses WHERE order_id = $1) AS addresses`,
    [orderId],
  );
  expect({ items, addresses }).toEqual({ items: 1, addresses: 2 });
  await waitForMail(email, (mail) => mail.text.includes('/pay'));
  // The same cycle again: nothing more.
  expect(await renewals.renew(subscriptionId, 2)).toBeNull();
  expect(await cycleTwoOrders([subscriptionId])).toHaveLength(1);
});

it('sends the renewal notice and resumes a pause after 60 days in the worker alone', async () => {
  const renewals = worker.get(SubscriptionRenewals);
  const soon = await subscriber('notice', `now() + interval '3 days'`);
  expect(await renewals.sendNotice(soon.subscriptionId, 2)).toBe(true);
  await waitForMail(soon.email, (mail) => mail.subject.includes('wird am'));

  const paused = await subscriber('resume', `now() - interval '1 hour'`);
  await db.query(
    `UPDATE subscriptions SET status = 'paused', paused_at = date_trunc('milliseconds', now() - interval '61 days'),
            resume_at = now() - interval '1 day' WHERE id = $1`,
    [paused.subscriptionId],
  );
  const [{ paused_at }] = await db.query<{ paused_at: Date }[]>(
    `SELECT paused_at FROM subscriptions WHERE id = $1`,
    [paused.subscriptionId],
  );
  expect(await renewals.autoResume(paused.subscriptionId, new Date(paused_at).toISOString())).toBe(true);
  const [{ status }] = await db.query<{ status: string }[]>(
    `SELECT status FROM subscriptions WHERE id = $1`,
    [paused.subscriptionId],
  );
  expect(status).toBe('active');
});

it('sweeps every due plan however many chunks they take, and the worker renews each once', async () => {
  const due = [];
  for (let i = 0; i < 5; i += 1)
    due.push(await subscriber(`sweep-${i}`, `now() - interval '${i + 1} minutes'`));
  const ids = due.map((plan) => plan.subscriptionId);
  SubscriptionSweep.chunkSize = 2;

  const first = await worker.get(SubscriptionSweep).run();
  const second = await worker.get(SubscriptionSweep).run(); // a second scheduler at once

  expect(first.renewals).toBeGreaterThanOrEqual(5);
  expect(second.renewals).toBeGreaterThanOrEqual(0);
  await eventually(async () => (await cycleTwoOrders(ids)).length === 5, 30_000);
  const orders = await cycleTwoOrders(ids);
  expect(orders.map((order) => order.subscription_id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  expect(orders.every((order) => order.links === 1 && order.parts === 1)).toBe(true);
});

it('reminds of an unpaid renewal 2, 5 and 9 days after it was placed, once each, never while paused or once paid', async () => {
  const { subscriptionId, email } = await subscriber('remind', `now() - interval '1 hour'`);
  const renewals = worker.get(SubscriptionRenewals);
  const sweep = worker.get(SubscriptionSweep);
  const orderId = (await renewals.renew(subscriptionId, 2))!;
  const sentCount = async () =>
    (
      await db.query<{ sent_count: number }[]>(`SELECT sent_count FROM payment_links WHERE order_id = $1`, [
        orderId,
      ])
    )[0].sent_count;
  const placedDaysAgo = (days: number) =>
    db.query(`UPDATE orders SET placed_at = now() - make_interval(days => $2) WHERE id = $1`, [
      orderId,
      days,
    ]);
  const reminders = async () =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Erinnerung'));
  await eventually(async () => (await sentCount()) === 1);

  await sweep.run();
  await placedDaysAgo(3);
  await sweep.run();
  await eventually(async () => (await sentCount()) === 2);
  await sweep.run(); // the same reminder is not due twice
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await sentCount()).toBe(2);
  const [reminder] = await reminders();
  expect(reminder.subject).toContain(`Erinnerung: Ihre Bestellung`);
  expect(reminder.text).toContain('/pay/');
  expect(await renewals.remindPayment(orderId, 2)).toBe(false); // placed 3 days ago: not yet

  await placedDaysAgo(6);
  await db.query(`UPDATE subscriptions SET status = 'paused' WHERE id = $1`, [subscriptionId]);
  expect(await renewals.remindPayment(orderId, 2)).toBe(false); // a pause halts payment
  await db.query(`UPDATE subscriptions SET status = 'active' WHERE id = $1`, [subscriptionId]);
  expect(await renewals.remindPayment(orderId, 2)).toBe(true);
  expect(await renewals.remindPayment(orderId, 2)).toBe(false);

  await placedDaysAgo(10);
  await db.query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [orderId]);
  expect(await renewals.remindPayment(orderId, 3)).toBe(false);
  expect(await sentCount()).toBe(3);
  await eventually(async () => (await reminders()).length === 2);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await reminders()).toHaveLength(2);
});
