#!/usr/bin/env node
// Benchmark of the doctor's patient list (issue 4). Prints figures; never fails a build.
//
//   node bench/patients-list.mjs [--reuse] [--runs 200] [--profile 3000] [--floor]
//
// 1. Fills `portal_bench` (on DATABASE_URL's server, else 127.0.0.1:5432) with 500 doctors and
//    200,000 patients (400 each) with 5 lifestyle answers each and orders with their lab parts —
//    skipped with --reuse when present.
// 2. Starts the built API against it in production mode and logs in as one doctor (a first
//    process with SQL_STATEMENT_HEADER=true counts the statements, a second one is timed).
// 3. For each case sends the `patients` query over HTTP and runs the equivalent hand-written SQL
//    directly with `pg`, side by side, and prints statements per request, median and p95 of both
//    and their ratio; then EXPLAIN of a 3-character search and the cost of the total.
// 4. With --profile N: a third API process runs under `node --cpu-prof` for N requests of the first
//    case and its profile is printed as milliseconds per request by package and by function.
// Needs `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { BENCH_SESSION_SECRET, withApi } from './lib/api-process.mjs';
import { startFloorServer } from './lib/floor-server.mjs';
import { elapsed, explain, percentile, timeSideBySide } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { printCpuProfile, readCpuProfile } from './lib/cpu-profile.mjs';
import { boundedTotal, EXACT_TOTAL_UP_TO } from './lib/bounded-total.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const runs = Number(args[args.indexOf('--runs') + 1]) || 200;
// --floor: only the web's list beside the hand-written floor server (and the profile, if asked for).
const floorOnly = args.includes('--floor');
const profileRequests = args.includes('--profile') ? Number(args[args.indexOf('--profile') + 1]) || 3000 : 0;
const DOCTORS = 500;
const PATIENTS_PER_DOCTOR = 400;
const PORT = 3210;
const PASSWORD = 'Bench!2026pass';

const db = benchDatabase('portal_bench');

async function prepare() {
  if (reuse && (await db.exists())) {
    const { rows } = await db.sql(
      `SELECT (SELECT count(*)::int FROM patients) AS patients,
              CASE WHEN to_regclass('orders') IS NULL THEN 0 ELSE (SELECT count(*)::int FROM orders) END AS orders`,
    );
    if (rows[0].patients >= DOCTORS * PATIENTS_PER_DOCTOR && rows[0].orders > 0) {
      db.migrate();
      return console.log(`reusing portal_bench (${rows[0].patients} patients, ${rows[0].orders} orders)`);
    }
  }
  await db.recreate();
  const started = Date.now();
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO medical_centers (name) SELECT 'Benchpraxis ' || i FROM generate_series(1, $1) i`,
    [DOCTORS],
  );
  await client.query(
    `INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id)
     SELECT 'bench' || mc.id || '@example.com', $1, 'Bench', 'Doctor ' || mc.id, true, mc.id FROM medical_centers mc WHERE mc.name LIKE 'Benchpraxis %'`,
    [hash],
  );
  await client.query(
    `INSERT INTO doctors (user_id, accounting_code) SELECT id, 'B-' || id FROM users WHERE email LIKE 'bench%@example.com'`,
  );
  const names = [
    'Anna',
    'Bernd',
    'Clara',
    'Daniel',
    'Eva',
    'Felix',
    'Greta',
    'Hans',
    'Ida',
    'Jonas',
    'Klara',
    'Lukas',
    'Mia',
    'Noah',
    'Olga',
    'Paul',
  ];
  const surnames = [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
    'Huber',
    'Gruber',
  ];
  await client.query(
    `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, phone_number, country_code, address, zip_code, city, country, date_of_birth, height, weight, biological_sex, created_at)
     SELECT 'P-' || nextval('patients_accounting_code_seq'), mc.id, CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END::user_salutation,
            ($1::text[])[1 + (i * 7 + mc.id) % 16], ($2::text[])[1 + (i * 13 + mc.id) % 16] || '-' || i,
            'patient' || mc.id || '-' || i || '@example.com', '66' || lpad(((i * 7919 + mc.id) % 100000000)::text, 8, '0'), 'AT', 'Weg ' || i, '1010', 'Wien', 'AT',
            DATE '1940-01-01' + ((i * 37 + mc.id) % 25000)::int, 150 + i % 50, 50 + (i % 60), CASE WHEN i % 2 = 0 THEN 'Female' ELSE 'Male' END::biological_sex,
            now() - ((i * 17 + mc.id) || ' minutes')::interval
     FROM medical_centers mc CROSS JOIN generate_series(1, $3) i WHERE mc.name LIKE 'Benchpraxis %'`,
    [names, surnames, PATIENTS_PER_DOCTOR],
  );
  await client.query(
    `INSERT INTO patient_lifestyle_answers (patient_id, question_id, values)
     SELECT p.id, q.id, ARRAY[q.answers->0->>'value'] FROM patients p
     CROSS JOIN (SELECT id, answers FROM lifestyle_questions WHERE only_for_sex IS NULL AND show_if IS NULL ORDER BY sort_order LIMIT 5) q`,
  );
  // Orders: every patient but each fifth has placed orders (1 to 3, a quarter of them also a draft);
  // every placed order has blood and supplements parts, every second also a DNA part.
  await client.query(
    `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents, placed_at, created_at)
     SELECT 'BENCH-' || p.id || '-' || n, p.id, p.medical_center_id, 1 + (p.id + n) % 15, 'Success', 19990 + 100 * ((p.id + n) % 50),
            p.created_at + (n || ' days')::interval, p.created_at + (n || ' days')::interval
     FROM patients p CROSS JOIN generate_series(1, 3) n WHERE p.id % 5 <> 0 AND n <= 1 + p.id % 3`,
  );
  await client.query(
    `INSERT INTO orders (order_number, patient_id, medical_center_id, status, total_price_cents, created_at)
     SELECT NULL, p.id, p.medical_center_id, 0, 9990, now() FROM patients p WHERE p.id % 4 = 0`,
  );
  await client.query(
    `INSERT INTO noi_orders (order_id, type, status)
     SELECT o.id, part.type::noi_order_type, part.status::noi_order_status
     FROM orders o CROSS JOIN (VALUES ('blood', 'ResultsReady'), ('dna', 'AnalysisStarted'), ('supplements', 'ProductionStarted')) AS part(type, status)
     WHERE o.placed_at IS NOT NULL AND (part.type <> 'dna' OR o.id % 2 = 0)`,
  );
  await client.query('COMMIT');
  // VACUUM, not only ANALYZE: a GIN index filled by bulk inserts keeps the size statistics of its
  // empty start until vacuumed, and the planner then overprices the trigram index (autovacuum does
  // the same in production a little later).
  await client.query('VACUUM ANALYZE');
  const orders = (await client.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
  await client.end();
  console.log(
    `generated ${DOCTORS} doctors, ${DOCTORS * PATIENTS_PER_DOCTOR} patients, ${DOCTORS * PATIENTS_PER_DOCTOR * 5} answers, ${orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const LIST = `query ($first: Int!, $page: Int, $search: String, $orderBy: [PatientOrderByClause!]) {
  patients(first: $first, page: $page, search: $search, orderBy: $orderBy) {
    data {
      id guid first_name last_name email phone_number country_code created_at
      latestPlacedOrder { id status bloodNoiOrder { status } dnaNoiOrder { status } supplementsNoiOrder { status } }
    }
    paginatorInfo { count currentPage firstItem lastItem hasMorePages lastPage perPage total }
  }
}`;

// The query the portal's patient list sends (apps/web PatientsListResultsQuery, fragments and all):
// the row's latest order without its parts.
const WEB_LIST = `query PatientsListResultsQuery($first: Int!, $page: Int!, $search: String, $orderBy: [PatientOrderByClause!]) {
  patients(first: $first, page: $page, search: $search, orderBy: $orderBy) {
    paginatorInfo { total lastPage }
    ...PatientsTable_patients
  }
}
fragment PatientRow_patient on Patient {
  id title first_name last_name email country_code phone_number
  latestPlacedOrder { status id }
}
fragment PatientsTable_patients on PatientPaginator { data { id ...PatientRow_patient } }`;

const columns = {
  CREATED_AT: 'created_at',
  FIRST_NAME: 'first_name',
  LAST_NAME: 'last_name',
  EMAIL: 'email',
  PHONE_NUMBER: 'phone_number',
};
const searchExpression = `lower(p.first_name || ' ' || p.last_name || ' ' || p.email)`;

/**
 * The SQL a hand-written list would send: the same rows, order and total (for the web's query its
 * columns, and the latest order without parts).
 */
function directSql(centerId, { first, page = 1, search, orderBy }, shape = 'bench', { ofUser } = {}) {
  const params = [ofUser ?? centerId];
  // ofUser: the practice read from the signed-in user inside the statement (the floor server's one statement).
  let where = ofUser
    ? 'p.medical_center_id = (SELECT u.medical_center_id FROM users u WHERE u.id = $1)'
    : 'p.medical_center_id = $1';
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    where += ` AND ${searchExpression} LIKE $2`;
  }
  const order = orderBy ? `p.${columns[orderBy.column]} ${orderBy.order}` : 'p.created_at DESC';
  // The page with its total first, then each row's newest placed order with its parts as JSON.
  return {
    text: `WITH page AS (
             SELECT ${shape === 'web' ? 'p.id, p.title' : 'p.id, p.guid'}, p.first_name, p.last_name, p.email, p.phone_number, p.country_code, p.created_at,
                    ${boundedTotal(`patients p WHERE ${where}`, Math.max(EXACT_TOTAL_UP_TO, page * first))}
             FROM patients p WHERE ${where} ORDER BY ${order}, p.id LIMIT ${first} OFFSET ${(page - 1) * first}
           )
           SELECT p.*, latest.id AS order_id, latest.status AS order_status, latest.parts
           FROM page p
           LEFT JOIN LATERAL (
             SELECT o.id, o.status${shape === 'web' ? ', NULL AS parts' : `, (SELECT json_agg(json_build_object('type', n.type, 'status', n.status)) FROM noi_orders n WHERE n.order_id = o.id) AS parts`}
             FROM orders o WHERE o.patient_id = p.id AND o.placed_at IS NOT NULL
             ORDER BY o.placed_at DESC, o.id DESC LIMIT 1
           ) latest ON true
           ORDER BY ${order}, p.id`,
    params,
  };
}

await prepare();
const direct = await db.connect();
const { rows } = await direct.query(
  `SELECT u.email, u.medical_center_id FROM users u WHERE u.email LIKE 'bench%@example.com' ORDER BY u.id LIMIT 1 OFFSET 250`,
);
/**
 * The web's list (50 rows) through the API beside bench/lib/floor-server.mjs doing the least the same
 * request needs (session lookup, one statement), one request at a time, alternately (issue 35: ≤ 2×).
 */
async function compareWithFloor(graphql) {
  const floor = await startFloorServer({
    port: PORT + 7,
    databaseUrl: db.url,
    secret: BENCH_SESSION_SECRET,
    pageSql: (userId, body) => directSql(undefined, body.variables, 'web', { ofUser: userId }),
  });
  try {
    const variables = { first: 50, page: 1 };
    const body = JSON.stringify({ query: WEB_LIST, variables });
    const headers = await graphql.headers();
    const viaFloor = async () => {
      const response = await fetch(floor.url, { method: 'POST', headers, body });
      const json = await response.json();
      if (json.data?.length !== 50)
        throw new Error(`the floor server answered ${JSON.stringify(json).slice(0, 200)}`);
    };
    const [api, hand] = await timeSideBySide(runs, () => graphql(WEB_LIST, variables), viaFloor);
    console.log(
      `request path (the web's list, 50 rows): API ${api.median.toFixed(2)} / ${api.p95.toFixed(2)} ms, ` +
        `hand-written node:http + pg ${hand.median.toFixed(2)} / ${hand.p95.toFixed(2)} ms (p50 / p95): ` +
        `${(api.median / hand.median).toFixed(2)}× / ${(api.p95 / hand.p95).toFixed(2)}× the floor`,
    );
  } finally {
    await floor.close();
  }
}

const { email, medical_center_id: centerId } = rows[0];

const api = { port: PORT, databaseUrl: db.url, redisPrefix: 'bench' };
const logins = { doctor: { email, password: PASSWORD } };

try {
  const allCases = [
    ['page 1, 50 rows, newest first', { first: 50 }],
    ['page 1, 10 rows', { first: 10 }],
    ['deep page (8 of 8), 50 rows', { first: 50, page: 8 }],
    ['search "mül" (3 chars)', { first: 50, search: 'mül' }],
    ['search "schneider-1"', { first: 50, search: 'schneider-1' }],
    ...Object.keys(columns).flatMap((column) => [
      [`sort ${column} ASC`, { first: 50, orderBy: { column, order: 'ASC' } }],
    ]),
    ['sort LAST_NAME DESC, page 4', { first: 50, page: 4, orderBy: { column: 'LAST_NAME', order: 'DESC' } }],
    ["the web's query, 50 rows", { first: 50, page: 1 }, 'web'],
    ['the web\'s query, search "mül"', { first: 50, page: 1, search: 'mül' }, 'web'],
  ];
  const cases = floorOnly ? allCases.filter(([name]) => name === "the web's query, 50 rows") : allCases;
  const queryOf = (shape) => (shape === 'web' ? WEB_LIST : LIST);

  console.log(
    `\npatients list of one doctor (${PATIENTS_PER_DOCTOR} of ${DOCTORS * PATIENTS_PER_DOCTOR} patients), ${runs} runs each`,
  );
  console.log(
    'case'.padEnd(34),
    'stmts',
    'GraphQL med/p95 ms'.padStart(20),
    'SQL med/p95 ms'.padStart(16),
    'p95 ratio'.padStart(10),
  );
  const forApi = (variables) => ({
    ...variables,
    orderBy: variables.orderBy ? [variables.orderBy] : undefined,
  });
  const statementsPerCase = await withApi(
    { ...api, countStatements: true },
    logins,
    async ({ doctor: graphql }) => {
      const counts = [];
      for (const [, variables, shape] of cases)
        counts.push((await graphql(queryOf(shape), forApi(variables))).statements);
      return counts;
    },
  );
  let firstCaseSqlP95 = 0;
  await withApi({ ...api, countStatements: false }, logins, async ({ doctor: graphql }) => {
    for (const [index, [name, variables, shape]] of cases.entries()) {
      const query = queryOf(shape);
      const variablesForApi = forApi(variables);
      const statements = statementsPerCase[index];
      const { body } = await graphql(query, variablesForApi);
      const sql = directSql(centerId, variables, shape);
      const check = await direct.query(sql.text, sql.params);
      if (check.rows.length !== body.data.patients.data.length)
        console.log(`  ! row counts differ: ${check.rows.length} vs ${body.data.patients.data.length}`);
      const [http, raw] = await timeSideBySide(
        runs,
        () => graphql(query, variablesForApi),
        () => direct.query(sql.text, sql.params),
      );
      console.log(
        name.padEnd(34),
        String(statements).padStart(5),
        `${http.median.toFixed(2)} / ${http.p95.toFixed(2)}`.padStart(20),
        `${raw.median.toFixed(2)} / ${raw.p95.toFixed(2)}`.padStart(16),
        `${(http.p95 / raw.p95).toFixed(1)}×`.padStart(10),
      );
      if (index === 0) firstCaseSqlP95 = raw.p95;
    }
    // The floor under every list: a signed-in GraphQL request that reads nothing (HTTP, session, viewer,
    // Apollo, Nest) against the first case's SQL.
    const [floor] = await timeSideBySide(
      runs,
      () => graphql('{ __typename }', {}),
      async () => {},
    );
    console.log(
      `
floor: a signed-in { __typename } takes ${floor.median.toFixed(2)} / ${floor.p95.toFixed(2)} ms (median / p95), ` +
        `${(floor.p95 / firstCaseSqlP95).toFixed(1)}× the SQL p95 of "${cases[0][0]}"`,
    );
    await compareWithFloor(graphql);
  });
  console.log(
    '\n(statements = SQL sent through TypeORM for the request: the viewer with its session row (the session store answers from that read), the page with its total, the latest placed orders with their parts)',
  );

  if (!floorOnly) {
    // Within one practice (400 rows) the planner may prefer walking the practice's created_at index;
    // across practices (an admin's search) the trigram index is the only way. Both plans are printed.
    await explain(
      direct,
      `of a doctor's 3-character search "mül" (the page with its total)`,
      `SELECT p.id, count(*) OVER () FROM patients p WHERE p.medical_center_id = $1 AND ${searchExpression} LIKE $2 ORDER BY p.created_at DESC, p.id LIMIT 50`,
      [centerId, '%mül%'],
    );
    await explain(
      direct,
      'of the same search over all 200,000 patients (admin list)',
      `SELECT p.id, count(*) OVER () FROM patients p WHERE ${searchExpression} LIKE $1 ORDER BY p.created_at DESC, p.id LIMIT 50`,
      ['%mül%'],
    );

    // Page alone, count alone and page with the window total, alternately so load hits them alike.
    const totalCases = {
      page: `SELECT id FROM patients WHERE medical_center_id = $1 ORDER BY created_at DESC, id LIMIT 50`,
      count: `SELECT count(*) FROM patients WHERE medical_center_id = $1`,
      both: `SELECT id, count(*) OVER () FROM patients WHERE medical_center_id = $1 ORDER BY created_at DESC, id LIMIT 50`,
    };
    const totalSamples = { page: [], count: [], both: [] };
    for (let i = 0; i < runs + 3; i += 1)
      for (const [name, text] of Object.entries(totalCases)) {
        const ms = await elapsed(() => direct.query(text, [centerId]));
        if (i >= 3) totalSamples[name].push(ms);
      }
    const figure = (name) =>
      `${percentile(totalSamples[name], 50).toFixed(2)} / ${percentile(totalSamples[name], 95).toFixed(2)} ms`;
    const ratio = (p) => (percentile(totalSamples.both, p) / percentile(totalSamples.page, p)).toFixed(2);
    console.log(
      `\ncost of the total (median / p95): page alone ${figure('page')}, count alone ${figure('count')}, page with window total ${figure('both')} = ${ratio(50)}× / ${ratio(95)}× the page`,
    );
  }

  if (profileRequests) {
    const directory = mkdtempSync(join(tmpdir(), 'patients-list-profile-'));
    const [name, variables, shape] = cases[0];
    const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${directory}`];
    await withApi({ ...api, nodeArgs }, logins, async ({ doctor: graphql }) => {
      for (let i = 0; i < profileRequests; i += 1) await graphql(queryOf(shape), forApi(variables));
    });
    console.log(`
profiled case: ${name}`);
    printCpuProfile(readCpuProfile(directory), profileRequests);
    rmSync(directory, { recursive: true });
  }
} finally {
  await direct.end();
}
