#!/usr/bin/env node
// Benchmark of the admin lists (issue 16). Prints figures; never fails a build.
//
//   node bench/admin-lists.mjs [--orders 1000000] [--reuse] [--runs 20]     (or BENCH_ORDERS=…)
//
// 1. Fills `portal_bench_admin` (bench/lib/admin-bench-data.mjs): 500 doctors, 200,000 patients, the
//    orders, subscriptions, fees, credit notes and an audit log of millions of rows. --reuse keeps
//    the database when it holds as many orders.
// 2. Starts the built API in production mode twice: one process counts the statements per request
//    (SQL_STATEMENT_HEADER) at page sizes 10 and 100 (a fixed cost: both must be equal), the other
//    is timed.
// 3. Per case, as the admin: the list over HTTP beside the equivalent hand-written SQL run with `pg`,
//    median and p95 of both and the p95 ratio; then EXPLAIN (ANALYZE, BUFFERS) of the searches and
//    of the audit trail. Lists of the admin area that are not in the schema yet are named and skipped.
// Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import { withApi } from './lib/api-process.mjs';
import { explain, timeSideBySide } from './lib/api-session.mjs';
import { ADMIN_EMAIL, generateAdminData, PASSWORD } from './lib/admin-bench-data.mjs';
import { adminListCases } from './lib/admin-list-cases.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const runs = Number(option('--runs')) || 20;
const ORDERS = Number(option('--orders') ?? process.env.BENCH_ORDERS) || 1_000_000;
const PORT = 3213;
const TIMED_PAGE_SIZE = 50;

const db = benchDatabase('portal_bench_admin');

if (
  reuse &&
  (await db.exists()) &&
  (await db.sql('SELECT count(*)::int AS n FROM orders')).rows[0].n === ORDERS
)
  console.log(`reusing ${db.name} (${ORDERS} orders)`);
else {
  console.log(`creating ${db.name} …`);
  await generateAdminData(db, ORDERS);
}

const schema = readFileSync(new URL('../apps/api/schema.graphql', import.meta.url), 'utf8');
const queryFields = new Set(
  [...(/type Query \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '').matchAll(/^ {2}(\w+)[(:]/gm)].map((m) => m[1]),
);

const direct = await db.connect();
try {
  const { cases, missing, explains } = await adminListCases(direct, queryFields);
  const logins = { admin: { email: ADMIN_EMAIL, password: PASSWORD } };
  const api = { port: PORT, databaseUrl: db.url, redisPrefix: 'bench-admin' };

  const statements = await withApi({ ...api, countStatements: true }, logins, async ({ admin }) => {
    const counts = [];
    for (const { query, variables } of cases) {
      const at = async (first) => (await admin(query, variables(first))).statements;
      counts.push(`${await at(10)}/${await at(100)}`);
    }
    return counts;
  });

  console.log(
    `\nadmin lists over ${ORDERS.toLocaleString('en')} orders; timed at ${TIMED_PAGE_SIZE} a page, ${runs} runs each`,
  );
  console.log(
    'case'.padEnd(46),
    'stmts 10/100'.padStart(12),
    'GraphQL p50/p95 ms'.padStart(20),
    'SQL p50/p95 ms'.padStart(18),
    'p95 ratio'.padStart(10),
  );
  await withApi({ ...api, countStatements: false }, logins, async ({ admin }) => {
    for (const [index, { name, query, variables, sql, idsOf }] of cases.entries()) {
      const graphql = () => admin(query, variables(TIMED_PAGE_SIZE));
      const hand = sql(TIMED_PAGE_SIZE);
      const { body } = await graphql();
      const check = await direct.query(hand.text, hand.params);
      if (check.rows.map((row) => String(row.id)).join() !== idsOf(body.data).join())
        console.log(`  ! ${name}: the SQL answers other rows`);
      const [http, raw] = await timeSideBySide(runs, graphql, () => direct.query(hand.text, hand.params));
      console.log(
        name.padEnd(46),
        statements[index].padStart(12),
        `${http.median.toFixed(1)} / ${http.p95.toFixed(1)}`.padStart(20),
        `${raw.median.toFixed(1)} / ${raw.p95.toFixed(1)}`.padStart(18),
        `${(http.p95 / raw.p95).toFixed(http.p95 < raw.p95 ? 2 : 1)}×`.padStart(10),
      );
    }
  });
  if (missing.length) console.log(`\nnot in this schema yet (skipped): ${missing.join(', ')}`);
  console.log(
    '\n(statements = SQL sent through TypeORM for the request, the session and viewer reads included)',
  );
  for (const { title, text, params } of explains)
    await explain(direct, title, text, params, 'ANALYZE, BUFFERS, COSTS OFF');
} finally {
  await direct.end();
}
