#!/usr/bin/env node
// Benchmark of the admin lists (issue 16). Prints figures; never fails a build.
//
//   node bench/admin-lists.mjs [--orders 1000000] [--reuse] [--runs 20] [--export-only] [--no-export]     (or BENCH_ORDERS=…)
//                              [--db portal_bench_admin] [--only users,dashboard] [--port 3213]
//
// --db: another database (a copy made with `createdb -T portal_bench_admin NAME` to measure a branch's
// migrations on); --only: the cases whose name contains one of the words, no EXPLAINs and no export.
//
// 1. Fills `portal_bench_admin` (bench/lib/admin-bench-data.mjs): 500 doctors, 200,000 patients, the
//    orders, subscriptions, fees, credit notes and an audit log of millions of rows. --reuse keeps
//    the database when it holds as many orders.
// 2. Starts the built API in production mode twice: one process counts the statements per request
//    (SQL_STATEMENT_HEADER) at page sizes 10 and 100 (a fixed cost: both must be equal), the other
//    is timed.
// 3. Per case, as the admin: the list over HTTP beside the equivalent hand-written SQL run with `pg`,
//    median and p95 of both and the p95 ratio; then EXPLAIN (ANALYZE, BUFFERS) of the searches and
//    of the audit trail and of the therapist list, order statistics and dashboard figures.
// 4. The export of all orders (GET /api/orders/download-export, XLSX and CSV) when the route exists:
//    time, bytes, rows and the API process's peak RSS (--export-only: this step alone).
// Needs `npm run build` first.
import { withApi } from './lib/api-process.mjs';
import { explain, timeSideBySide } from './lib/api-session.mjs';
import { ADMIN_EMAIL, completeAdminData, generateAdminData, PASSWORD } from './lib/admin-bench-data.mjs';
import { adminListCases } from './lib/admin-list-cases.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { measureOrdersExport } from './lib/export-measure.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const exportOnly = args.includes('--export-only');
const noExport = args.includes('--no-export') || args.includes('--only');
const runs = Number(option('--runs')) || 20;
const ORDERS = Number(option('--orders') ?? process.env.BENCH_ORDERS) || 1_000_000;
const PORT = Number(option('--port')) || 3213;
const TIMED_PAGE_SIZE = 50;

const only = option('--only')?.split(',');
const db = benchDatabase(option('--db') ?? 'portal_bench_admin');

if (
  reuse &&
  (await db.exists()) &&
  (await db.sql('SELECT count(*)::int AS n FROM orders')).rows[0].n === ORDERS
) {
  console.log(`reusing ${db.name} (${ORDERS} orders)`);
  db.migrate();
  const client = await db.connect();
  try {
    if (
      await completeAdminData(client, async (label, text, params = []) => {
        await client.query(text, params);
        console.log(`  completed: ${label}`);
      })
    )
      await client.query('VACUUM ANALYZE order_items, users, doctor_invitations');
  } finally {
    await client.end();
  }
} else {
  console.log(`creating ${db.name} …`);
  await generateAdminData(db, ORDERS);
}

const direct = await db.connect();
/** A case's hand-written SQL: one statement, or `{ parts }` one after the other (the last one's rows). */
async function runSql(hand) {
  if (!hand.parts) return direct.query(hand.text, hand.params);
  let result;
  for (const part of hand.parts) result = await direct.query(part.text, part.params);
  return result;
}
const logins = { admin: { email: ADMIN_EMAIL, password: PASSWORD } };
const api = { port: PORT, databaseUrl: db.url, redisPrefix: 'bench-admin' };

/** Every case: statements at 10 and 100 a page, then timed beside its SQL; then the EXPLAINs. */
async function measureLists() {
  const all = await adminListCases(direct);
  const cases = only ? all.cases.filter(({ name }) => only.some((word) => name.includes(word))) : all.cases;
  const explains = only ? [] : all.explains;
  const statements = await withApi({ ...api, countStatements: true }, logins, async ({ admin }) => {
    const counts = [];
    for (const { query, variables } of cases) {
      const at = async (first) => (await admin(query, variables(first))).statements;
      counts.push(`${await at(10)}/${await at(100)}`);
    }
    return counts;
  });

  console.log(
    `\nadmin lists over ${ORDERS.toLocaleString('en')} orders; timed at ${TIMED_PAGE_SIZE} a page unless the case says, ${runs} runs each`,
  );
  console.log(
    'case'.padEnd(46),
    'stmts 10/100'.padStart(12),
    'GraphQL p50/p95 ms'.padStart(20),
    'SQL p50/p95 ms'.padStart(18),
    'p95 ratio'.padStart(10),
  );
  await withApi({ ...api, countStatements: false }, logins, async ({ admin }) => {
    for (const [index, { name, query, variables, sql, idsOf, sqlIdsOf, pageSize }] of cases.entries()) {
      const first = pageSize ?? TIMED_PAGE_SIZE;
      const graphql = () => admin(query, variables(first));
      const hand = () => runSql(sql(first));
      const { body } = await graphql();
      const { rows } = await hand();
      const sqlIds = sqlIdsOf ? sqlIdsOf(rows) : rows.map((row) => row.id);
      if (sqlIds.map(String).join() !== idsOf(body.data).map(String).join())
        console.log(
          `  ! ${name}: the SQL answers other rows (${sqlIds.join()} / ${idsOf(body.data).join()})`,
        );
      const [http, raw] = await timeSideBySide(runs, graphql, hand);
      console.log(
        name.padEnd(46),
        statements[index].padStart(12),
        `${http.median.toFixed(1)} / ${http.p95.toFixed(1)}`.padStart(20),
        `${raw.median.toFixed(1)} / ${raw.p95.toFixed(1)}`.padStart(18),
        `${(http.p95 / raw.p95).toFixed(http.p95 < raw.p95 ? 2 : 1)}×`.padStart(10),
      );
    }
  });
  console.log(
    '\n(statements = SQL sent through TypeORM for the request, the session and viewer reads included)',
  );
  for (const { title, text, params } of explains)
    await explain(direct, title, text, params, 'ANALYZE, BUFFERS, COSTS OFF');
}

try {
  if (!exportOnly) await measureLists();
  if (!noExport) {
    const placed = (await direct.query('SELECT count(*)::int AS n FROM orders WHERE placed_at IS NOT NULL'))
      .rows[0].n;
    // A process of its own, so its memory before the download is the API's at rest.
    await withApi({ ...api, countStatements: false }, logins, ({ admin }, child) =>
      measureOrdersExport(admin, child, placed),
    );
  }
} finally {
  await direct.end();
}
