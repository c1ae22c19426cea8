#!/usr/bin/env node
// Benchmark of the orders list (issue 12). Prints figures; never fails a build.
//
//   node bench/orders-list.mjs [--orders 1000000] [--reuse] [--runs 20]     (or BENCH_ORDERS=…)
//
// 1. Fills `portal_bench_orders` with 10 practices (one doctor each; practice 1 holds 40 % of the
//    patients and so of the orders), one patient per 10 orders, and the orders (2 % drafts) with
//    1-3 order lines, lab parts (blood always, DNA every second, supplements every third), samples
//    with unique barcodes for three quarters of the blood and DNA parts (every 97th order also a
//    recalled, superseded blood sample), in chunks of set-based SQL; then VACUUM ANALYZE. --reuse
//    keeps the database when it holds as many orders.
// 2. Starts the built API in production mode: one process counts the statements per request
//    (SQL_STATEMENT_HEADER) for page sizes 10 and 100, a second one is timed.
// 3. Per case: the `orders` query over HTTP (the big doctor's, then an admin's) beside the
//    equivalent hand-written SQL run directly with `pg`: statements, median and p95 of both.
//    Then EXPLAIN (ANALYZE, BUFFERS) of the searches.
// Needs `npm run build` first.
import argon2 from 'argon2';
import { withApi } from './lib/api-process.mjs';
import { explain, timeSideBySide } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { boundedTotal, EXACT_TOTAL_UP_TO } from './lib/bounded-total.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const runs = Number(option('--runs')) || 20;
const ORDERS = Number(option('--orders') ?? process.env.BENCH_ORDERS) || 1_000_000;
const PRACTICES = 10;
const PATIENTS = Math.max(PRACTICES, Math.round(ORDERS / 10));
const CHUNK = 100_000;
const PORT = 3212;
const PASSWORD = 'Bench!2026pass';
const doctorEmail = (practice) => `bench-orders-${practice}@example.com`;
const ADMIN_EMAIL = 'bench-orders-admin@example.com';

const db = benchDatabase('portal_bench_orders');

async function generate() {
  if (reuse && (await db.exists())) {
    const { rows } = await db.sql(`SELECT count(*)::int AS n FROM orders`);
    if (rows[0].n === ORDERS) {
      db.migrate();
      return console.log(`reusing ${db.name} (${rows[0].n} orders)`);
    }
  }
  console.log(`creating ${db.name} …`);
  await db.recreate({ stdio: 'ignore' });
  const started = Date.now();
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO medical_centers (name) SELECT 'Bench-Orders-Praxis ' || i FROM generate_series(1, $1) i`,
      [PRACTICES],
    );
    await client.query(
      `INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id)
       SELECT 'bench-orders-' || substr(mc.name, 21) || '@example.com', $1, 'Bench', 'Doctor ' || mc.id, true, mc.id
       FROM medical_centers mc WHERE mc.name LIKE 'Bench-Orders-Praxis %'`,
      [hash],
    );
    await client.query(
      `INSERT INTO doctors (user_id, accounting_code) SELECT id, 'BO-' || id FROM users WHERE email LIKE 'bench-orders-%'`,
    );
    await client.query(
      `INSERT INTO users (email, password, first_name, last_name, is_active, permissions)
       VALUES ($1, $2, 'Bench', 'Admin', true, '{ManageMedicalCenters}')`,
      [ADMIN_EMAIL, hash],
    );
    // Practice 1 gets 2 of every 5 patients, the other nine share the rest.
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address, zip_code, city,
                             country, date_of_birth, height, weight, biological_sex, created_at)
       SELECT 'PO-' || i, mc.id, 'female', ($3::text[])[1 + i % 8], ($4::text[])[1 + (i * 7) % 8] || '-' || i,
              'order-patient-' || i || '@example.com', 'Weg ' || i, '1010', 'Wien', 'AT', DATE '1950-01-01' + i % 20000,
              170, 70, 'Female', now() - interval '3 years'
       FROM generate_series(1, $1) i
       JOIN medical_centers mc ON mc.name = 'Bench-Orders-Praxis ' || CASE WHEN i % 5 < 2 THEN 1 ELSE 2 + i % ($2 - 1) END`,
      [
        PATIENTS,
        PRACTICES,
        ['Anna', 'Bernd', 'Clara', 'Daniel', 'Eva', 'Felix', 'Greta', 'Hans'],
        ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Koch', 'Richter', 'Huber'],
      ],
    );
    await client.query('COMMIT');
    const firstPatient = (
      await client.query(`SELECT min(id) AS id FROM patients WHERE accounting_code LIKE 'PO-%'`)
    ).rows[0].id;
    const products = (
      await client.query(`SELECT id FROM shop_items WHERE kind = 'Product' AND is_active ORDER BY id`)
    ).rows.map((row) => row.id);
    if (!products.length) throw new Error('no products seeded');
    // One statement per chunk: the orders, then (data-modifying CTEs on the inserted rows) their
    // lines, parts and samples. Order j: patient j mod PATIENTS, one minute after order j-1,
    // number B-<year>-<j>. Barcodes: B/D/R + (id × 7919 mod 100000007), unique below 10^8.
    for (let from = 1; from <= ORDERS; from += CHUNK) {
      const to = Math.min(ORDERS, from + CHUNK - 1);
      await client.query(
        `WITH placed AS (
           INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                               original_price_cents, placed_at, created_at)
           SELECT CASE WHEN j % 50 = 0 THEN NULL ELSE 'B-' || extract(year FROM at)::int || '-' || lpad(j::text, 7, '0') END,
                  p.id, p.medical_center_id, CASE WHEN j % 50 = 0 THEN 0 ELSE 1 + j % 15 END,
                  CASE WHEN j % 50 = 0 THEN NULL ELSE (ARRAY['Pending', 'Success', 'Success', 'Success', 'Fail'])[1 + j % 5]::order_payment_status END,
                  9990 + 100 * (j % 300), 9990 + 100 * (j % 300), CASE WHEN j % 50 = 0 THEN NULL ELSE at + interval '5 minutes' END, at
           FROM generate_series($1::int, $2::int) j
           CROSS JOIN LATERAL (SELECT now() - ($3::int - j) * interval '1 minute' AS at) t
           JOIN patients p ON p.id = $4::bigint + j % $5::int
           RETURNING id, placed_at
         ), line AS (
           INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category, vat_rate_bp,
                                    original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
           SELECT o.id, n, item, 'Product', item, 1, 'Analyses', 2000, 9990, 0, 9990, 1665
           FROM placed o CROSS JOIN generate_series(1, 3) n
           CROSS JOIN LATERAL (SELECT ($6::bigint[])[1 + (o.id + n) % cardinality($6::bigint[])] AS item) i
           WHERE n <= 1 + o.id % 3
         ), part AS (
           INSERT INTO noi_orders (order_id, type, status)
           SELECT o.id, part.type::noi_order_type, part.status::noi_order_status
           FROM placed o CROSS JOIN (VALUES ('blood', 'SampleRegistered', 1), ('dna', 'AnalysisStarted', 2),
                                            ('supplements', 'ProductionStarted', 3)) AS part(type, status, every)
           WHERE o.placed_at IS NOT NULL AND o.id % part.every = 0
         )
         INSERT INTO samples (order_id, type, barcode, status, registered_at, superseded_at)
         SELECT o.id, s.type::sample_type, s.prefix || lpad(((o.id * 7919) % 100000007)::text, 9, '0'), 'Registered',
                o.placed_at + interval '1 day', CASE WHEN s.prefix = 'R' THEN o.placed_at + interval '2 days' END
         FROM placed o CROSS JOIN (VALUES ('Blood', 'B', 1), ('Dna', 'D', 2), ('Blood', 'R', 97)) AS s(type, prefix, every)
         WHERE o.placed_at IS NOT NULL AND o.id % 4 <> 0 AND o.id % s.every = 0`,
        [from, to, ORDERS, firstPatient, PATIENTS, products],
      );
      console.log(
        `  ${to.toLocaleString('en')} of ${ORDERS.toLocaleString('en')} orders (${elapsedSince(started)})`,
      );
    }
    // VACUUM, not only ANALYZE: a GIN index filled by bulk inserts keeps the size statistics of its
    // empty start until vacuumed, and the planner then overprices the trigram indexes.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS lines,
              (SELECT count(*) FROM noi_orders) AS parts, (SELECT count(*) FROM samples) AS samples`,
    );
    console.log(
      `generated ${PATIENTS} patients, ${rows[0].orders} orders, ${rows[0].lines} lines, ${rows[0].parts} parts, ${rows[0].samples} samples in ${elapsedSince(started)}`,
    );
  } finally {
    await client.end();
  }
}

const elapsedSince = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const LIST = `query ($first: Int!, $page: Int!, $search: String, $orderBy: [OrdersOrderByClause!]) {
  orders(first: $first, page: $page, search: $search, orderBy: $orderBy) {
    data {
      id order_number created_at status payment_status total_price isCancelable
      patient { id first_name last_name }
      bloodNoiOrder { id status } dnaNoiOrder { id status } supplementsNoiOrder { id status }
    }
    paginatorInfo { total lastPage }
  }
}`;

const columns = {
  CREATED_AT: 'o.created_at',
  PLACED_AT: 'o.placed_at',
  ORDER_NUMBER: 'o.order_number',
  STATUS: 'o.status',
  PAYMENT_STATUS: 'o.payment_status',
  TOTAL_PRICE: 'o.total_price_cents',
};
const PATIENT_SEARCH = `lower(sp.first_name || ' ' || sp.last_name || ' ' || sp.email)`;

/** What a hand-written list would send: the page with its total, the patients and parts of its orders. */
function directSql(centerId, { first, page = 1, search, orderBy }) {
  const params = [];
  const where = ['o.placed_at IS NOT NULL'];
  if (centerId) {
    params.push(centerId);
    // The order's copy of its patient's practice (kept by triggers, orders_patient_practice_created_index).
    where.push(`o.patient_medical_center_id = $${params.length}`);
  }
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    const p = `$${params.length}`;
    where.push(`o.id IN (SELECT m.id FROM orders m WHERE lower(m.order_number) LIKE ${p}
      UNION ALL SELECT m.id FROM orders m WHERE m.patient_id IN (SELECT sp.id FROM patients sp WHERE ${PATIENT_SEARCH} LIKE ${p})
      UNION ALL SELECT s.order_id FROM samples s WHERE lower(s.barcode) LIKE ${p})`);
  }
  const { column = 'CREATED_AT', order = 'DESC' } = orderBy ?? {};
  const sort = `${columns[column]} ${order} NULLS ${order === 'ASC' ? 'FIRST' : 'LAST'}, o.id`;
  return {
    text: `WITH page AS (
             SELECT o.id, o.order_number, o.created_at, o.status, o.payment_status, o.total_price_cents, o.placed_at,
                    o.patient_id, ${boundedTotal(`orders o WHERE ${where.join(' AND ')}`, Math.max(EXACT_TOTAL_UP_TO, page * first))}
             FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${sort} LIMIT ${first} OFFSET ${(page - 1) * first}
           )
           SELECT o.*, pt.first_name, pt.last_name,
                  (SELECT json_agg(json_build_object('id', n.id, 'type', n.type, 'status', n.status)) FROM noi_orders n
                   WHERE n.order_id = o.id) AS parts
           FROM page o JOIN patients pt ON pt.id = o.patient_id ORDER BY ${sort}`,
    params,
  };
}

await generate();
const direct = await db.connect();
try {
  const { rows: found } = await direct.query(
    `SELECT u.medical_center_id, (SELECT count(*)::int FROM orders o JOIN patients p ON p.id = o.patient_id
                                  WHERE p.medical_center_id = u.medical_center_id AND o.placed_at IS NOT NULL) AS orders
     FROM users u WHERE u.email = $1`,
    [doctorEmail(1)],
  );
  const { medical_center_id: centerId, orders: doctorOrders } = found[0];
  // A placed order of the big practice from the middle of the range, with a blood sample.
  const { rows: picked } = await direct.query(
    `SELECT o.order_number, s.barcode FROM orders o JOIN patients p ON p.id = o.patient_id
     JOIN samples s ON s.order_id = o.id AND s.type = 'Blood' AND s.superseded_at IS NULL
     WHERE p.medical_center_id = $1 AND o.id > $2 ORDER BY o.id LIMIT 1`,
    [centerId, Math.floor(ORDERS / 2)],
  );
  const { order_number: orderNumber, barcode } = picked[0];
  const deepPage = (total, first) => Math.max(1, Math.floor(total / first / 2));

  const doctorCases = [
    ['page 1 (newest first)', { first: 50 }],
    [
      `deep page (${deepPage(doctorOrders, 50)} of ${Math.ceil(doctorOrders / 50)})`,
      { first: 50, page: deepPage(doctorOrders, 50) },
    ],
    [`search order number "${orderNumber}"`, { first: 50, search: orderNumber }],
    [`search order number part "${orderNumber.slice(-5)}"`, { first: 50, search: orderNumber.slice(-5) }],
    [`search barcode "${barcode}"`, { first: 50, search: barcode }],
    [`search barcode part "${barcode.slice(-6)}"`, { first: 50, search: barcode.slice(-6) }],
    // Page 1 is CREATED_AT DESC (the default); each other column once.
    ...Object.keys(columns).map((column) => {
      const order = column === 'CREATED_AT' ? 'ASC' : 'DESC';
      return [`sort ${column} ${order}`, { first: 50, orderBy: { column, order } }];
    }),
  ];
  const adminCases = [
    ['admin: page 1', { first: 50 }],
    [`admin: deep page (${deepPage(ORDERS, 50)})`, { first: 50, page: deepPage(ORDERS, 50) }],
    [`admin: search order number "${orderNumber}"`, { first: 50, search: orderNumber }],
    [`admin: search barcode "${barcode}"`, { first: 50, search: barcode }],
  ];
  const cases = [
    ...doctorCases.map(([name, variables]) => ({ name, variables, session: 'doctor', centerId })),
    ...adminCases.map(([name, variables]) => ({ name, variables, session: 'admin', centerId: null })),
  ];
  const forApi = ({ page = 1, orderBy, ...rest }) => ({
    ...rest,
    page,
    orderBy: orderBy ? [orderBy] : undefined,
  });
  const logins = {
    doctor: { email: doctorEmail(1), password: PASSWORD },
    admin: { email: ADMIN_EMAIL, password: PASSWORD },
  };
  const api = { port: PORT, databaseUrl: db.url, redisPrefix: 'bench-orders' };

  const statements = await withApi({ ...api, countStatements: true }, logins, async (sessions) => {
    const counts = [];
    for (const { session, variables } of cases) {
      // The same rows' offset at either size, so a deep page is not past the end at 100 a page.
      const pageAt = (first) => Math.floor((((variables.page ?? 1) - 1) * variables.first) / first) + 1;
      const at = async (first) =>
        (await sessions[session](LIST, forApi({ ...variables, first, page: pageAt(first) }))).statements;
      counts.push(`${await at(10)}/${await at(100)}`);
    }
    return counts;
  });

  console.log(
    `\norders list over ${ORDERS.toLocaleString('en')} orders; the doctor's practice sees ${doctorOrders.toLocaleString('en')}; 50 a page, ${runs} runs each`,
  );
  console.log(
    'case'.padEnd(44),
    'stmts 10/100'.padStart(12),
    'GraphQL p50/p95 ms'.padStart(20),
    'SQL p50/p95 ms'.padStart(18),
    'p95 ratio'.padStart(10),
  );
  await withApi({ ...api, countStatements: false }, logins, async (sessions) => {
    for (const [index, { name, variables, session, centerId: scope }] of cases.entries()) {
      const graphql = () => sessions[session](LIST, forApi(variables));
      const query = directSql(scope, variables);
      const { body } = await graphql();
      const check = await direct.query(query.text, query.params);
      const apiIds = body.data.orders.data.map((o) => o.id).join();
      if (check.rows.map((row) => row.id).join() !== apiIds)
        console.log(`  ! ${name}: the SQL answers other rows`);
      const [http, raw] = await timeSideBySide(runs, graphql, () => direct.query(query.text, query.params));
      console.log(
        name.padEnd(44),
        statements[index].padStart(12),
        `${http.median.toFixed(1)} / ${http.p95.toFixed(1)}`.padStart(20),
        `${raw.median.toFixed(1)} / ${raw.p95.toFixed(1)}`.padStart(18),
        `${(http.p95 / raw.p95).toFixed(1)}×`.padStart(10),
      );
    }
  });
  console.log(
    '\n(statements = SQL sent through TypeORM for the request: the viewer with its session row (the session store answers from that read), the page with its total, the parts of its orders, its patients)',
  );

  const plan = (title, scope, search) => {
    const query = directSql(scope, { first: 50, search });
    return explain(direct, title, query.text, query.params, 'ANALYZE, BUFFERS, COSTS OFF');
  };
  await plan("of the doctor's page 1 (no search)", centerId, undefined);
  await plan(`of the doctor's search by order number "${orderNumber}"`, centerId, orderNumber);
  await plan(`of the doctor's search by barcode "${barcode}"`, centerId, barcode);
  await plan(`of the admin's search by barcode part "${barcode.slice(-6)}"`, null, barcode.slice(-6));
} finally {
  await direct.end();
}
