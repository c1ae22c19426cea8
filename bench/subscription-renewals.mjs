#!/usr/bin/env node
// The renewal sweep (issue 15) over 100,000 due subscriptions: statements and time per renewal, the
// sweep's time and memory, the whole batch through two worker processes, and proof that nothing is
// billed twice when two sweeps run at once. Prints figures; never fails a build.
//
//   node bench/subscription-renewals.mjs [--subscriptions 100000] [--runs 20]
//
// 1. Fills `portal_bench_subscriptions`: 100 practices, one patient each subscription, the paid
//    cycle-1 order (the Elements supplements line, both addresses, the supplements part shipped) and
//    an active subscription whose period ended an hour ago.
// 2. In-process (the worker's own module): --runs single renewals, each timed and its SQL statements
//    counted at the pg driver; one sweep over everything due, timed, its heap growth measured.
// 3. Two worker processes; two sweep jobs enqueued at once (as two schedulers would); timed until every
//    subscription has its cycle-2 order and every payment-link mail is sent (to the sandbox's SMTP).
// 4. Checks: one order per subscription and cycle, one payment link per order, one mail per order.
// Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import pg from 'pg';
import { startSandbox } from '@portal/sandbox';
import { startApi, stop } from './lib/api-process.mjs';
import { percentile } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const root = new URL('..', import.meta.url);
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SUBSCRIPTIONS = Number(option('--subscriptions')) || 100_000;
const RUNS = Number(option('--runs')) || 20;
const PRACTICES = 100;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BENCH_ENV = {
  APP_KEY: 'benchmark-app-key-not-a-secret-0123456789',
  SESSION_SECRET: 'benchmark-session-secret-not-a-secret-0123',
  MOLLIE_API_KEY: 'test_benchmarkNotAKey0000000000000000',
  LAB_API_KEY: 'benchmark-not-a-key',
  LAB_WEBHOOK_SECRET: 'benchmark-not-a-secret',
  LOG_LEVEL: 'error',
};

const db = benchDatabase('portal_bench_subscriptions');
const load = (path) => import(new URL(`apps/api/dist/${path}`, root).href);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const count = async (sql) => Number((await db.sql(sql)).rows[0].n);

async function seed() {
  await db.recreate({ stdio: ['ignore', 'ignore', 'inherit'] });
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO medical_centers (name) SELECT 'Bench-Abo-Praxis ' || i FROM generate_series(1, $1) i`,
      [PRACTICES],
    );
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address,
                             zip_code, city, country, date_of_birth, height, weight, biological_sex)
       SELECT 'PS-' || i, (SELECT min(id) FROM medical_centers) + i % $2, 'female', 'Anna', 'Abo-' || i,
              'abo-' || i || '@example.com', 'Weg ' || i, '1010', 'Wien', 'AT', DATE '1950-01-01' + i % 18000,
              170, 70, 'Female'
       FROM generate_series(1, $1) i`,
      [SUBSCRIPTIONS, PRACTICES],
    );
    // Cycle 1 began 90 days and an hour ago: every period ends an hour before the benchmark starts.
    await client.query(
      `INSERT INTO subscriptions (patient_id, medical_center_id, status, cycle_no, start_date, current_period_start,
                                  current_period_end)
       SELECT id, medical_center_id, 'active', 1, now() - interval '90 days 1 hour', now() - interval '90 days 1 hour',
              now() - interval '1 hour' + (id % 1000) * interval '1 millisecond'
       FROM patients`,
    );
    await client.query(
      `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                           original_price_cents, tax_amount_cents, placed_at, created_at, order_email,
                           partnership_model_id, subscription_id, cycle_no)
       SELECT 'B-2025-' || lpad(s.id::text, 6, '0'), s.patient_id, s.medical_center_id, 14, 'Success', 17900, 17900,
              1627, s.start_date, s.start_date, p.email, (SELECT min(id) FROM partnership_models), s.id, 1
       FROM subscriptions s JOIN patients p ON p.id = s.patient_id`,
    );
    await client.query(
      `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
                                vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
       SELECT o.id, 0, (SELECT id FROM shop_items WHERE key = 'supplements-elements'), 'CustomProduct',
              (SELECT id FROM shop_items WHERE key = 'supplements-female'), 1, 'Supplements', 1000, 17900, 0, 17900, 1627
       FROM orders o`,
    );
    await client.query(
      `INSERT INTO order_addresses (order_id, kind, address, zip_code, city, country_id)
       SELECT o.id, kind::order_address_kind, 'Weg ' || o.id, '1010', 'Wien', (SELECT id FROM countries WHERE country_code = 'AT')
       FROM orders o CROSS JOIN unnest(ARRAY['billing', 'delivery']) kind`,
    );
    await client.query(
      `INSERT INTO noi_orders (order_id, type, status, sent_at) SELECT id, 'supplements', 'OrderShipped', placed_at FROM orders`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** The worker's module in this process; every statement its pg clients send is counted. */
async function inProcess(smtpUrl) {
  Object.assign(process.env, {
    ...BENCH_ENV,
    // Production refuses to start without the operator's data: the demo operator's will do here.
    ...(await import('../apps/api/dist/config/operator.schema.js')).DEMO_OPERATOR,
    DATABASE_URL: db.url.toString(),
    NODE_ENV: 'production',
    APP_URL: 'http://127.0.0.1:3249',
    SMTP_URL: smtpUrl,
    REDIS_PREFIX: `bench-subscriptions-one-${process.pid}`,
  });
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(...rest) {
    statements += 1;
    return query.apply(this, rest);
  };
  await import('reflect-metadata');
  const { NestFactory } = await import('@nestjs/core');
  const { WorkerModule } = await load('worker.module.js');
  const { SubscriptionRenewals } = await load('modules/subscriptions/jobs/subscription-renewals.service.js');
  const { SubscriptionSweep } = await load('modules/subscriptions/jobs/subscription-sweep.service.js');
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger: false,
    abortOnError: false,
  });
  const renewals = app.get(SubscriptionRenewals);
  const { rows } = await db.sql(`SELECT id::text FROM subscriptions ORDER BY subscriptions.id LIMIT $1`, [
    RUNS + 1,
  ]);
  await renewals.renew(rows[0].id, 2); // warm-up
  const times = [];
  const perRenewal = [];
  for (const { id } of rows.slice(1)) {
    const before = statements;
    const started = performance.now();
    await renewals.renew(id, 2);
    times.push(performance.now() - started);
    perRenewal.push(statements - before);
  }
  const again = statements;
  await renewals.renew(rows[1].id, 2);
  const repeatStatements = statements - again;

  // The sweep alone: this process stops consuming its queues, so no renewal runs beside it.
  const { JobWorkerService } = await load('queue/job-worker.service.js');
  await app.get(JobWorkerService).beforeApplicationShutdown();
  const sweep = app.get(SubscriptionSweep);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const sweepStatementsBefore = statements;
  const started = performance.now();
  const result = await sweep.run();
  const sweepMs = performance.now() - started;
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  const sweepStatements = statements - sweepStatementsBefore;
  // Its jobs are this process's own queue's; the timed run below sweeps again under its own prefix.
  const queue = new Queue('subscriptions', {
    connection: { url: REDIS_URL },
    prefix: process.env.REDIS_PREFIX,
  });
  await app.close();
  await queue.obliterate({ force: true });
  await queue.close();
  pg.Client.prototype.query = query;
  return {
    times,
    perRenewal,
    repeatStatements,
    sweepMs,
    heapGrowth,
    sweepStatements,
    enqueued: result.renewals,
  };
}

/** Two workers, two sweeps at once; answers the seconds until every renewal order and every mail. */
async function throughWorkers(smtpUrl, expected) {
  const prefix = `bench-subscriptions-${process.pid}`;
  const queue = new Queue('subscriptions', { connection: { url: REDIS_URL }, prefix });
  const workers = [0, 1].map((i) =>
    startApi({
      port: 3250 + i,
      databaseUrl: db.url,
      redisPrefix: prefix,
      entry: 'worker.js',
      env: { ...BENCH_ENV, SMTP_URL: smtpUrl },
    }),
  );
  while ((await queue.getWorkersCount()) < 2) await sleep(100);
  const started = performance.now();
  await Promise.all(
    ['a', 'b'].map((who) => queue.add('subscriptions.sweep', {}, { jobId: `bench-sweep-${who}` })),
  );
  const peak = [0, 0];
  const trackPeak = () =>
    workers.forEach((child, i) => {
      peak[i] = Math.max(peak[i], rssMb(child.pid));
    });
  let ordersAt = 0;
  for (;;) {
    await sleep(500);
    trackPeak();
    const orders = await count(`SELECT count(*) AS n FROM orders WHERE cycle_no = 2`);
    if (!ordersAt && orders >= expected) ordersAt = (performance.now() - started) / 1000;
    const mails = await count(`SELECT count(*) AS n FROM sent_mails WHERE status = 'sent'`);
    if (ordersAt && mails >= expected) break;
  }
  const mailsAt = (performance.now() - started) / 1000;
  // A third sweep after the fact, as the next cron slot would run it: nothing is due any more.
  await queue.add('subscriptions.sweep', {}, { jobId: 'bench-sweep-c' });
  await sleep(3000);
  const failed = await queue.getFailedCount();
  await Promise.all(workers.map(stop));
  for (const name of ['subscriptions', 'mail', 'payments']) {
    const other = new Queue(name, { connection: { url: REDIS_URL }, prefix });
    await other.obliterate({ force: true });
    await other.close();
  }
  await queue.close();
  return { ordersAt, mailsAt, peak, failed };
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
console.log(`creating ${db.name} with ${SUBSCRIPTIONS.toLocaleString('en')} due subscriptions …`);
const seeded = performance.now();
await seed();
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
const sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, molliePort: 0, host: '127.0.0.1' });
const smtpUrl = `smtp://127.0.0.1:${sandbox.smtpPort}`;
try {
  const one = await inProcess(smtpUrl);
  console.log(
    `\none renewal (order, items, addresses, supplements part, payment link; ${RUNS} runs): p50 ${percentile(one.times, 50).toFixed(1)} ms, p95 ${percentile(one.times, 95).toFixed(1)} ms, statements ${Math.min(...one.perRenewal)}–${Math.max(...one.perRenewal)}; the same renewal again: ${one.repeatStatements} statements, no order`,
  );
  console.log(
    `one sweep over ${one.enqueued.toLocaleString('en')} due subscriptions: ${(one.sweepMs / 1000).toFixed(2)} s, ${one.sweepStatements} statements, heap growth ${(one.heapGrowth / 1024 / 1024).toFixed(1)} MB`,
  );
  await db.sql(`DELETE FROM sent_mails`);
  const renewedAlready = await count(`SELECT count(*) AS n FROM orders WHERE cycle_no = 2`);
  const expected = SUBSCRIPTIONS - renewedAlready;
  const run = await throughWorkers(smtpUrl, expected);
  console.log(
    `\n${expected.toLocaleString('en')} renewals, 2 worker processes (concurrency 4 each), two sweeps at once: orders in ${run.ordersAt.toFixed(1)} s (${(expected / run.ordersAt).toFixed(0)}/s), payment-link mails sent in ${run.mailsAt.toFixed(1)} s; peak RSS per worker ${run.peak.map((mb) => mb.toFixed(0)).join(' / ')} MB; failed jobs ${run.failed}`,
  );
  const duplicates = await count(
    `SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE subscription_id IS NOT NULL
     GROUP BY subscription_id, cycle_no HAVING count(*) > 1) d`,
  );
  const orders = await count(`SELECT count(*) AS n FROM orders WHERE cycle_no = 2`);
  const extra = await count(`SELECT count(*) AS n FROM orders WHERE cycle_no > 2`);
  const links = await count(
    `SELECT count(*) AS n FROM payment_links l JOIN orders o ON o.id = l.order_id WHERE o.cycle_no = 2`,
  );
  const mails = await count(`SELECT count(*) AS n FROM sent_mails WHERE template = 'payment-link'`);
  const notCycled = await count(`SELECT count(*) AS n FROM subscriptions WHERE cycle_no <> 2`);
  console.log(
    `checks: cycle-2 orders ${orders.toLocaleString('en')} of ${SUBSCRIPTIONS.toLocaleString('en')}, later cycles ${extra}, duplicate (subscription, cycle) ${duplicates}, payment links ${links.toLocaleString('en')}, link mails this run ${mails.toLocaleString('en')} of ${expected.toLocaleString('en')}, subscriptions not at cycle 2: ${notCycled}`,
  );
} finally {
  await sandbox.close();
}
process.exit(0);
