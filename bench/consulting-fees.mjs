#!/usr/bin/env node
// Benchmark of the financial page (issue 15): `consultingFees` and `financialStatistics` for a doctor
// with 20,000 fees. Prints figures; never fails a build.
//
//   node bench/consulting-fees.mjs [--fees 20000] [--reuse] [--runs 20]
//
// 1. Fills `portal_bench_fees` with 10 practices (one doctor each): practice 1 holds --fees fees, the
//    other nine a tenth of that each; one patient and one paid order per fee, a third each Unpaid,
//    Paid and Canceled, one hour apart; then VACUUM ANALYZE.
// 2. Starts the built API in production mode: one process counts the statements per request for page
//    sizes 10 and 100, a second one is timed beside the equivalent hand-written SQL (one statement).
// 3. EXPLAIN (ANALYZE, BUFFERS) of the page and of a search.
// Needs `npm run build` first.
import argon2 from 'argon2';
import { withApi } from './lib/api-process.mjs';
import { explain, timeSideBySide } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const runs = Number(option('--runs')) || 20;
const FEES = Number(option('--fees')) || 20_000;
const PRACTICES = 10;
const TOTAL = FEES + (PRACTICES - 1) * Math.round(FEES / 10);
const PORT = 3215;
const PASSWORD = 'Bench!2026pass';
const DOCTOR_EMAIL = 'bench-fees-1@example.com';

const db = benchDatabase('portal_bench_fees');

async function generate() {
  if (reuse && (await db.exists())) {
    const { rows } = await db.sql(`SELECT count(*)::int AS n FROM consulting_fees`);
    if (rows[0].n === TOTAL) return console.log(`reusing ${db.name} (${rows[0].n} fees)`);
  }
  console.log(`creating ${db.name} …`);
  await db.recreate({ stdio: 'ignore' });
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO medical_centers (name) SELECT 'Bench-Fees-Praxis ' || i FROM generate_series(1, $1) i`,
      [PRACTICES],
    );
    await client.query(
      `INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id, partnership_model_id)
       SELECT 'bench-fees-' || substr(mc.name, 19) || '@example.com', $1, 'Bench', 'Doctor ' || mc.id, true, mc.id,
              (SELECT id FROM partnership_models WHERE key = 'consulting-fee')
       FROM medical_centers mc WHERE mc.name LIKE 'Bench-Fees-Praxis %'`,
      [hash],
    );
    await client.query(
      `INSERT INTO doctors (user_id, accounting_code) SELECT id, 'BF-' || id FROM users WHERE email LIKE 'bench-fees-%'`,
    );
    // Fee i: practice 1 for i <= FEES, then the others in turn.
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address, zip_code,
                             city, country, date_of_birth, height, weight, biological_sex)
       SELECT 'PF-' || i, mc.id, 'female', ($3::text[])[1 + i % 8], ($4::text[])[1 + (i * 7) % 8] || '-' || i,
              'fee-patient-' || i || '@example.com', 'Weg 1', '1010', 'Wien', 'AT', DATE '1950-01-01' + i % 20000, 170, 70, 'Female'
       FROM generate_series(1, $1) i
       JOIN medical_centers mc ON mc.name = 'Bench-Fees-Praxis ' || CASE WHEN i <= $2 THEN 1 ELSE 2 + i % ${PRACTICES - 1} END`,
      [
        TOTAL,
        FEES,
        ['Anna', 'Bernd', 'Clara', 'Daniel', 'Eva', 'Felix', 'Greta', 'Hans'],
        ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Koch', 'Richter', 'Huber'],
      ],
    );
    await client.query(
      `WITH placed AS (
         INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                             original_price_cents, placed_at, created_at, partnership_model_id)
         SELECT 'B-2026-' || lpad(substr(p.accounting_code, 4), 7, '0'), p.id, p.medical_center_id, 1, 'Success', 22600, 22600,
                now() - (p.id % 20000) * interval '1 hour', now() - (p.id % 20000) * interval '1 hour',
                (SELECT id FROM partnership_models WHERE key = 'consulting-fee')
         FROM patients p WHERE p.accounting_code LIKE 'PF-%'
         RETURNING id, patient_id, medical_center_id, created_at
       )
       INSERT INTO consulting_fees (order_id, medical_center_id, patient_id, amount_cents, status, paid_at, created_at)
       SELECT id, medical_center_id, patient_id, 1000 + id % 3000,
              (ARRAY['Unpaid', 'Paid', 'Canceled']::consulting_fee_status[])[1 + id % 3],
              CASE WHEN id % 3 = 1 THEN created_at + interval '30 days' END, created_at
       FROM placed`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    console.log(`generated ${TOTAL} fees`);
  } finally {
    await client.end();
  }
}

const FEE_LIST = `query ($first: Int!, $page: Int!, $search: String, $status: ConsultingFeeStatus, $orderBy: [ConsultingFeesOrderByClause!]) {
  consultingFees(first: $first, page: $page, search: $search, status: $status, orderBy: $orderBy) {
    data { id amount status paid_at generated_at order { id order_number created_at patient { first_name last_name } } }
    paginatorInfo { total lastPage hasMorePages }
  }
}`;
const STATISTICS = `{ financialStatistics { totalEarned totalEarnedThisMonth openConsultingFees } }`;

const columns = {
  CREATED_AT: 'f.created_at',
  AMOUNT: 'f.amount_cents',
  STATUS: 'f.status',
  PAID_AT: 'f.paid_at',
};

/** What a hand-written page would send: one statement with the total, the order and the patient. */
function directSql(centerId, { first, page = 1, search, status, orderBy }) {
  const params = [centerId];
  const where = ['f.medical_center_id = $1'];
  if (status) {
    params.push(status);
    where.push(`f.status = $${params.length}`);
  }
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    const p = `$${params.length}`;
    where.push(`(f.patient_id IN (SELECT id FROM patients WHERE lower(first_name || ' ' || last_name || ' ' || email) LIKE ${p})
                 OR f.order_id IN (SELECT id FROM orders WHERE lower(order_number) LIKE ${p}))`);
  }
  const { column = 'CREATED_AT', order = 'DESC' } = orderBy ?? {};
  const sort = `${columns[column]} ${order} NULLS ${order === 'ASC' ? 'FIRST' : 'LAST'}, f.id`;
  return {
    text: `WITH page AS (
             SELECT f.*, count(*) OVER () AS total FROM consulting_fees f WHERE ${where.join(' AND ')}
             ORDER BY ${sort} LIMIT ${first} OFFSET ${(page - 1) * first}
           )
           SELECT f.*, o.order_number, o.created_at AS order_created_at, p.first_name, p.last_name
           FROM page f JOIN orders o ON o.id = f.order_id JOIN patients p ON p.id = f.patient_id
           ORDER BY ${sort}`,
    params,
  };
}

const STATISTICS_SQL = `SELECT sum(amount_cents) FILTER (WHERE status <> 'Canceled'),
  sum(amount_cents) FILTER (WHERE status <> 'Canceled' AND created_at >= date_trunc('month', now())),
  sum(amount_cents) FILTER (WHERE status = 'Unpaid') FROM consulting_fees WHERE medical_center_id = $1`;

await generate();
const direct = await db.connect();
try {
  const { rows } = await direct.query(`SELECT medical_center_id FROM users WHERE email = $1`, [DOCTOR_EMAIL]);
  const centerId = rows[0].medical_center_id;
  const { rows: picked } = await direct.query(
    `SELECT o.order_number, p.last_name FROM consulting_fees f JOIN orders o ON o.id = f.order_id
     JOIN patients p ON p.id = f.patient_id WHERE f.medical_center_id = $1 ORDER BY f.id OFFSET $2 LIMIT 1`,
    [centerId, Math.floor(FEES / 2)],
  );
  const { order_number: orderNumber, last_name: lastName } = picked[0];
  const deep = Math.floor(FEES / 50 / 2);
  const cases = [
    ['page 1 (newest first)', { first: 50 }],
    [`deep page (${deep} of ${Math.ceil(FEES / 50)})`, { first: 50, page: deep }],
    ['status Unpaid', { first: 50, status: 'Unpaid' }],
    [`search patient "${lastName}"`, { first: 50, search: lastName }],
    [`search order number "${orderNumber}"`, { first: 50, search: orderNumber }],
    ['search "müller" (many)', { first: 50, search: 'müller' }],
    ['sort AMOUNT DESC', { first: 50, orderBy: { column: 'AMOUNT', order: 'DESC' } }],
  ];
  const forApi = ({ page = 1, orderBy, ...rest }) => ({
    ...rest,
    page,
    orderBy: orderBy ? [orderBy] : undefined,
  });
  const logins = { doctor: { email: DOCTOR_EMAIL, password: PASSWORD } };
  const api = { port: PORT, databaseUrl: db.url, redisPrefix: 'bench-fees' };

  const statements = await withApi({ ...api, countStatements: true }, logins, async (sessions) => {
    const counts = [];
    for (const [, variables] of cases) {
      const at = async (first) =>
        (await sessions.doctor(FEE_LIST, forApi({ ...variables, first, page: 1 }))).statements;
      counts.push(`${await at(10)}/${await at(100)}`);
    }
    counts.push(`${(await sessions.doctor(STATISTICS, {})).statements}`);
    return counts;
  });

  console.log(
    `\nconsultingFees over ${TOTAL.toLocaleString('en')} fees; the doctor's practice holds ${FEES.toLocaleString('en')}; ${runs} runs each`,
  );
  console.log(
    'case'.padEnd(40),
    'stmts 10/100'.padStart(12),
    'GraphQL p50/p95 ms'.padStart(20),
    'SQL p50/p95 ms'.padStart(18),
    'p95 ratio'.padStart(10),
  );
  await withApi({ ...api, countStatements: false }, logins, async (sessions) => {
    const row = async (name, stmts, graphql, sql) => {
      const [http, raw] = await timeSideBySide(runs, graphql, sql);
      console.log(
        name.padEnd(40),
        stmts.padStart(12),
        `${http.median.toFixed(1)} / ${http.p95.toFixed(1)}`.padStart(20),
        `${raw.median.toFixed(1)} / ${raw.p95.toFixed(1)}`.padStart(18),
        `${(http.p95 / raw.p95).toFixed(1)}×`.padStart(10),
      );
    };
    for (const [index, [name, variables]] of cases.entries()) {
      const query = directSql(centerId, variables);
      const graphql = () => sessions.doctor(FEE_LIST, forApi(variables));
      const { body } = await graphql();
      const check = await direct.query(query.text, query.params);
      if (check.rows.map((r) => r.id).join() !== body.data.consultingFees.data.map((f) => f.id).join())
        console.log(`  ! ${name}: the SQL answers other rows`);
      await row(name, statements[index], graphql, () => direct.query(query.text, query.params));
    }
    await row(
      'financialStatistics',
      statements[cases.length],
      () => sessions.doctor(STATISTICS, {}),
      () => direct.query(STATISTICS_SQL, [centerId]),
    );
  });
  console.log(
    '\n(statements = SQL sent through TypeORM for the request: the viewer, the page with its total, its orders with their patients)',
  );
  await explain(
    direct,
    "of the doctor's page 1",
    directSql(centerId, { first: 50 }).text,
    [centerId],
    'ANALYZE, BUFFERS, COSTS OFF',
  );
  const search = directSql(centerId, { first: 50, search: lastName });
  await explain(
    direct,
    `of the doctor's search "${lastName}"`,
    search.text,
    search.params,
    'ANALYZE, BUFFERS, COSTS OFF',
  );
} finally {
  await direct.end();
}
