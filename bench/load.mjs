#!/usr/bin/env node
// Load test (issue 18). Prints figures; never fails a build. Loopback only, bounded in time.
//
//   node bench/load.mjs [--sessions 50] [--seconds 300] [--warmup 10] [--outage 0]
//
// Recreates `portal_bench_load` (migrations, reference data, 20 practices with a doctor and 100
// patients each, an admin, blood values to read), starts the sandbox (HTTP 3312, SMTP 1126), the built
// API (3311, production mode) and a worker under a Redis prefix of its own, the API pointed at the
// sandbox. Then `--sessions` virtual sessions loop without think time (70 % doctors, 10 % admins, the
// rest patients; bench/lib/load-roles.mjs) while a payer pays the placed orders at the sandbox's
// checkout and the sandbox lab reports results (bench/lib/load-background.mjs). The first `--warmup`
// seconds are not recorded. Prints per operation count, req/s, errors (with the first messages) and
// p50/p95/p99; then, once the queues are drained, the consistency checks in SQL and the failed jobs
// per queue (bench/lib/load-checks.mjs). Stops every process it started, also on Ctrl-C.
// With `--outage <s>` the payment provider and the lab fail for that long in the middle of the run (500s, hung
// reads, webhooks and callbacks that never come; bench/lib/load-outage.mjs): the figures of that window are
// shown apart, and after the run it waits until the portal has repaired what it missed and prints how long that took.
// With `--api N` (N ≥ 1) N API processes answer behind HAProxy (deploy/haproxy/, Debian's haproxy, installed
// when missing) on the same port, and `--workers M` starts M workers. `--chaos` (at least 2 and 2) kills one API
// process and one worker with SIGKILL in the middle of the run and starts them again, then restarts PostgreSQL
// once (the machine's cluster: pg_ctlcluster, or PG_RESTART_COMMAND); errors of requests open at the kill or
// during the restart are counted apart (bench/lib/load-chaos.mjs).
// Needs `npm run build` first, PostgreSQL (DATABASE_URL, else 127.0.0.1:5432), Redis (REDIS_URL, else
// 127.0.0.1:6379) and Chromium (CHROMIUM_PATH, else /usr/bin/chromium) for the PDFs.
import pg from 'pg';
import { Redis } from 'ioredis';
import { benchDatabase } from './lib/bench-db.mjs';
import { lab, payer } from './lib/load-background.mjs';
import { chaos, retryingDb } from './lib/load-chaos.mjs';
import { checkSweeps, drainQueues, runChecks } from './lib/load-checks.mjs';
import { beginOutage, endOutage, waitForRepair } from './lib/load-outage.mjs';
import { loadFixture, seedLoadData } from './lib/load-data.mjs';
import { adminSession, doctorSession, patientSession } from './lib/load-roles.mjs';
import { startStack, stopOnSignal, stopStack } from './lib/load-stack.mjs';
import { printFigures, recorder } from './lib/load-stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const sessions = option('--sessions', 50);
const seconds = option('--seconds', 300);
const warmup = option('--warmup', 10);
const outage = Math.min(option('--outage', 0), seconds);
const chaosRun = args.includes('--chaos');
const apis = chaosRun ? Math.max(2, option('--api', 2)) : option('--api', 0);
const workers = chaosRun ? Math.max(2, option('--workers', 2)) : option('--workers', 1);
const doctors = Math.max(1, Math.round(sessions * 0.7));
const admins = Math.max(1, Math.round(sessions * 0.1));
const patients = Math.max(0, sessions - doctors - admins);
const ports = { api: 3311, sandbox: 3312, smtp: 1126, mollie: 3313 };
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-load-${process.pid}-${Date.now()}`;
// The key startApi (bench/lib/api-process.mjs) gives the API: it signs the links the payer and patients open.
const APP_KEY = 'benchmark-app-key-not-a-secret-0123456789';

const bench = benchDatabase('portal_bench_load');
let pool;

async function clearRedisPrefix() {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function cleanup() {
  await pool?.end();
  await clearRedisPrefix();
}

async function main() {
  console.log(
    `load: ${sessions} sessions (${doctors} doctors, ${admins} admins, ${patients} patients) for ${seconds} s after ${warmup} s warm-up`,
  );
  console.log(
    `${apis ? `${apis} API processes behind HAProxy` : 'one API process'}, ${workers} worker${workers === 1 ? '' : 's'}${chaosRun ? ', with chaos' : ''}`,
  );
  console.log(`creating ${bench.name} …`);
  await seedLoadData(bench);
  pool = new pg.Pool({ connectionString: bench.url.toString(), max: 4 });
  const practices = await loadFixture(bench);
  const items = Object.fromEntries(
    (await pool.query('SELECT key, id FROM shop_items')).rows.map((r) => [r.key, r.id]),
  );
  const questions = Object.fromEntries(
    (await pool.query('SELECT key_question, id FROM lifestyle_questions')).rows.map((r) => [
      r.key_question,
      r.id,
    ]),
  );
  stopOnSignal(cleanup);
  const { apiUrl, sandboxUrl } = await startStack({
    ports,
    databaseUrl: bench.url,
    redisPrefix,
    apis,
    workers,
  });
  const since = (await pool.query('SELECT now() AS now')).rows[0].now;
  const stats = recorder();
  const started = Date.now();
  const until = started + (warmup + seconds) * 1000;
  const context = {
    apiUrl,
    sandboxUrl,
    appKey: APP_KEY,
    stats,
    until,
    practices,
    items,
    questions,
    db: chaosRun ? retryingDb(pool) : pool,
    since,
  };
  context.isRunning = () => Date.now() < until;
  const measuring = setTimeout(() => (stats.measuring = true), warmup * 1000);
  let outageDone = Promise.resolve();
  const outageTimer =
    outage > 0 &&
    setTimeout(
      () => {
        outageDone = (async () => {
          console.log(`partners down for ${outage} s …`);
          stats.phase = 'outage';
          await beginOutage(sandboxUrl);
          await new Promise((resolve) => setTimeout(resolve, outage * 1000));
          await endOutage(sandboxUrl);
          stats.phase = '';
          console.log('partners back');
        })();
      },
      (warmup + (seconds - outage) / 2) * 1000,
    );
  const chaosDone = chaosRun
    ? chaos({ stats, apiUrl, warmup, seconds }).catch((error) => console.error('chaos failed:', error))
    : Promise.resolve();
  const practice = (i) => practices[i % practices.length];
  const loops = [
    ...Array.from({ length: doctors }, (_, i) => doctorSession(context, practice(i))),
    ...Array.from({ length: admins }, () => adminSession(context)),
    ...Array.from({ length: patients }, (_, i) => patientSession(context, practice(i), i * 7)),
    payer(context),
    lab(context),
  ];
  await Promise.all(loops);
  clearTimeout(measuring);
  if (outageTimer) clearTimeout(outageTimer);
  await outageDone;
  await chaosDone;
  const measured = (Date.now() - started) / 1000 - warmup;
  console.log(`\nmeasured ${measured.toFixed(1)} s (requests in flight at the end included)`);
  const errors = printFigures(stats, measured);
  const unrepaired = outage > 0 ? await waitForRepair(pool, sandboxUrl, since) : 0;
  console.log('\nwaiting for the queues to drain …');
  if (!(await drainQueues(redisUrl, redisPrefix)))
    console.log('  (still busy after 60 s: the checks may count work in progress)');
  const violations =
    (await runChecks(pool, since, redisUrl, redisPrefix)) +
    unrepaired +
    (workers > 1 || apis ? await checkSweeps(redisUrl, redisPrefix, since) : 0);
  const during = outage > 0 ? ` (and ${errors.inside} answered during the outage)` : '';
  const atIncidents = chaosRun
    ? ` (and ${errors.atIncidents} of requests open at a kill or the restart)`
    : '';
  console.log(`\n${errors.outside} errors${during}${atIncidents}, ${violations} consistency violations`);
}

try {
  await main();
} catch (error) {
  console.error(error);
} finally {
  await stopStack();
  await cleanup();
}
