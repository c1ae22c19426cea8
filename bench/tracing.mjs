#!/usr/bin/env node
// What tracing costs a request (issue 35, point 4). Prints figures; never fails a build.
//
//   node bench/tracing.mjs [--runs 300]
//
// Two built API processes on one small database (`portal_bench_tracing`, one doctor), in production mode:
// one without OTEL_EXPORTER_OTLP_ENDPOINT (tracing off: the SDK is never loaded), one exporting every span
// to an OTLP/HTTP receiver of this script's. Each request is sent to both in turn, so background load hits
// them alike, and the median and p95 of each are printed with the start-up time and memory of each process:
//   - `{ me { id } }` signed in: the session read, the viewer read, GraphQL (http, express, pg, graphql spans);
//   - the payment webhook: an inbox row and a job enqueued (pg and ioredis spans, the job's producer span).
// Needs `npm run build` first.
import { createServer } from 'node:http';
import argon2 from 'argon2';
import { startApi, stop } from './lib/api-process.mjs';
import { apiSession, timeSideBySide } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 300;
const EMAIL = 'tracing-bench@example.com';
const PASSWORD = 'Bench!2026pass';

// However busy the machine, the run ends by itself.
setTimeout(() => {
  console.error('bench/tracing.mjs: still running after 15 minutes, stopped');
  process.exit(1);
}, 15 * 60_000).unref();

const db = benchDatabase('portal_bench_tracing');
await db.recreate({ stdio: 'ignore' });
const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
await db.sql(`INSERT INTO medical_centers (name) VALUES ('Tracing-Benchpraxis')`);
await db.sql(
  `INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id)
   SELECT $1, $2, 'Bench', 'Doctor', true, id FROM medical_centers WHERE name = 'Tracing-Benchpraxis'`,
  [EMAIL, hash],
);
await db.sql(`INSERT INTO doctors (user_id, accounting_code) SELECT id, 'T-1' FROM users WHERE email = $1`, [
  EMAIL,
]);

// A collector's stand-in: takes the exports and counts the spans.
let exportedSpans = 0;
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? []) exportedSpans += scope.spans?.length ?? 0;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

async function startedApi(port, env) {
  const started = process.hrtime.bigint();
  const child = startApi({ port, databaseUrl: db.url, redisPrefix: `bench-tracing-${port}`, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    const health = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (health?.ok) break;
    if (i > 600 || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { child, baseUrl, startMs, session: await apiSession(baseUrl, EMAIL, PASSWORD) };
}

const rss = async (pid) => {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

const off = await startedApi(3231, {});
const on = await startedApi(3232, {
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`,
});
let webhookNo = 0;
const webhook = (api) => () =>
  fetch(`${api.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `id=tr_bench${(webhookNo += 1)}`,
  }).then((response) => response.arrayBuffer());
const me = (api) => () => api.session('{ me { id } }');

try {
  const rows = [];
  for (const [name, request] of [
    ['{ me { id } } signed in', me],
    ['payment webhook (row + job)', webhook],
  ]) {
    const [a, b] = await timeSideBySide(runs, request(off), request(on));
    rows.push({ name, off: a, on: b });
  }
  console.log(`\n${runs} requests each, alternating between the two processes (ms)\n`);
  console.log('request'.padEnd(32), 'off p50', ' off p95', '  on p50', '  on p95', '  p50 +');
  for (const { name, off: a, on: b } of rows)
    console.log(
      name.padEnd(32),
      a.median.toFixed(2).padStart(7),
      a.p95.toFixed(2).padStart(8),
      b.median.toFixed(2).padStart(8),
      b.p95.toFixed(2).padStart(8),
      `${(((b.median - a.median) / a.median) * 100).toFixed(0)}%`.padStart(8),
    );
  console.log(`\nstart-up to /health: off ${off.startMs.toFixed(0)} ms, on ${on.startMs.toFixed(0)} ms`);
  console.log(
    `resident memory after the run: off ${await rss(off.child.pid)} MB, on ${await rss(on.child.pid)} MB`,
  );
  await Promise.all([stop(off.child), stop(on.child)]);
  console.log(`spans received from the traced process (flushed at its shutdown): ${exportedSpans}`);
} finally {
  await Promise.all([stop(off.child), stop(on.child)]);
  receiver.close();
}
