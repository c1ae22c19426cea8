#!/usr/bin/env node
// Benchmark of the result pages (issue 13: blood, DNA, medication, micronutrients). Prints figures;
// never fails a build.
//
//   node bench/results.mjs [--runs 30] [--pdf-runs 10] [--reuse]
//
// 1. Fills `portal_bench_results` with one practice and doctor, the measured patient (5 years of
//    monthly blood values: 60 result sets × 40 markers, sources Noi and Doctor mixed, every value
//    inside its marker's range; genotypes for every rs id of the DNA and medication catalogues from
//    a lab report of a DNA order; a dose per micronutrient) and 50 neighbours in the same practice
//    (12 months each, the same genotypes' shape), in set-based SQL; then VACUUM ANALYZE.
// 2. Starts the built API in production mode: one process counts the statements per request
//    (SQL_STATEMENT_HEADER), a second one is timed. The queries are the web's own (the `params.text`
//    of apps/web/src/features/results/**/__generated__/*.graphql.ts).
// 3. The four PDFs through the API and the worker (apps/api/dist/worker.js, same database and Redis
//    prefix): p50/p95 per download after a warm-up, pages, time per page.
// 4. EXPLAIN (ANALYZE, BUFFERS) of the history and current-values statements (blood-values.queries.ts).
// Needs `npm run build` first, Redis (REDIS_URL) and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { startApi, stop, withApi } from './lib/api-process.mjs';
import { elapsed, explain, percentile } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const root = new URL('..', import.meta.url);
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const runs = Number(option('--runs')) || 30;
const pdfRuns = Number(option('--pdf-runs')) || 10;
const PORT = 3213;
const WORKER_PORT = 3214;
const PASSWORD = 'Bench!2026pass';
const DOCTOR_EMAIL = 'bench-results-doctor@example.com';
const MARKERS = 40;
const MONTHS = 60;
const NEIGHBOURS = 50;
const NEIGHBOUR_MONTHS = 12;
const REDIS_PREFIX = `bench-results-${process.pid}`;

const db = benchDatabase('portal_bench_results');
const load = (path) => import(new URL(`apps/api/dist/${path}`, root).href);
const { DNA_MARKERS } = await load('modules/results/dna-analysis/catalogue/dna-markers.data.js');
const { GENE_VARIANTS } = await load('modules/results/medication/catalogue/gene-variants.data.js');

/** The web's operation text, as Relay sends it. */
function webQuery(path) {
  const source = readFileSync(new URL(`apps/web/src/features/results/${path}`, root), 'utf8');
  const literal = source.match(/"text": ("(?:[^"\\]|\\.)*")/);
  if (!literal) throw new Error(`no operation text in ${path}`);
  return JSON.parse(literal[1]);
}

// Deterministic 0..1 from a string, so a rerun fills the same genotypes.
function unit(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * Genotypes for every rs id the catalogues name, drawn per patient under Hardy-Weinberg (the DNA
 * catalogue's risk-allele frequencies; 8 % for a pharmacogenetic variant allele), plus the CYP2D6 copy
 * number. `A/G` as labs write them.
 */
function genotypesOf(patientIndex) {
  const byRs = new Map();
  const draw = (rsId, frequency) => {
    const r = unit(`${patientIndex}:${rsId}`);
    return r < frequency ** 2 ? 2 : r < frequency ** 2 + 2 * frequency * (1 - frequency) ? 1 : 0;
  };
  const write = (count, risk, other) =>
    [count >= 1 ? risk : other, count === 2 ? risk : other].sort().join('/');
  for (const marker of DNA_MARKERS)
    for (const variant of marker.variants)
      if (!byRs.has(variant.rsId))
        byRs.set(variant.rsId, {
          gene: variant.gene,
          rs_id: variant.rsId,
          genotype: write(draw(variant.rsId, variant.frequency), variant.risk, variant.other),
        });
  for (const variant of GENE_VARIANTS)
    if (!byRs.has(variant.rsId))
      byRs.set(variant.rsId, {
        gene: variant.gene,
        rs_id: variant.rsId,
        genotype: write(draw(variant.rsId, 0.08), variant.alt, variant.ref),
      });
  if (!byRs.has('CNV')) byRs.set('CNV', { gene: 'CYP2D6', rs_id: 'CNV', genotype: '2' });
  return [...byRs.values()];
}

async function generate() {
  if (reuse && (await db.exists())) {
    const { rows } = await db.sql(`SELECT count(*)::int AS n FROM analysis_result_values`);
    if (rows[0].n > 0) return console.log(`reusing ${db.name} (${rows[0].n} blood values)`);
  }
  console.log(`creating ${db.name} …`);
  await db.recreate({ stdio: 'ignore' });
  const started = Date.now();
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const center = (
      await client.query(`INSERT INTO medical_centers (name) VALUES ('Bench-Results-Praxis') RETURNING id`)
    ).rows[0].id;
    const doctorUser = (
      await client.query(
        `INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id)
         VALUES ($1, $2, 'Bench', 'Doktor', true, $3) RETURNING id`,
        [DOCTOR_EMAIL, hash, center],
      )
    ).rows[0].id;
    await client.query(`INSERT INTO doctors (user_id, accounting_code) VALUES ($1, 'BR-1')`, [doctorUser]);
    // Patient 0 is the measured one; 1..NEIGHBOURS share the practice and the indexes.
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address, zip_code, city,
                             country, date_of_birth, height, weight, biological_sex, created_at)
       SELECT 'PR-' || i, $1, 'female', ($3::text[])[1 + i % 8], ($4::text[])[1 + (i * 7) % 8] || '-' || i,
              'results-patient-' || i || '@example.com', 'Weg ' || i, '1010', 'Wien', 'AT', DATE '1960-01-01' + i * 97,
              170, 70, 'Female', now() - interval '6 years'
       FROM generate_series(0, $2) i ORDER BY i`,
      [
        center,
        NEIGHBOURS,
        ['Anna', 'Bernd', 'Clara', 'Daniel', 'Eva', 'Felix', 'Greta', 'Hans'],
        ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Koch', 'Richter', 'Huber'],
      ],
    );
    // Blood: MONTHS (neighbours NEIGHBOUR_MONTHS) monthly result sets, every third from the lab, the
    // others typed in by the doctor; each with a value of the first MARKERS blood markers, inside the
    // optimal range (else the lab's, else the input limits).
    await client.query(
      `WITH marker AS (
         SELECT id, coalesce(unit, '') AS unit,
                coalesce(min_optimal_value, lab_min_value, nullif(lower_input_limit_value, 0), 0) AS lo,
                coalesce(max_optimal_value, lab_max_value, nullif(upper_input_limit_value, 0),
                         coalesce(min_optimal_value, lab_min_value, 0) * 2 + 1) AS hi
         FROM analysis_parameters WHERE analysis_type = 'Blood' ORDER BY sort_order, id LIMIT $1::int
       ), result AS (
         INSERT INTO analysis_results (patient_id, value_date, source, created_by, created_at)
         SELECT p.id, (date_trunc('month', current_date) - m * interval '1 month' + interval '9 days')::date,
                CASE WHEN m % 3 = 0 THEN 'Noi' ELSE 'Doctor' END, CASE WHEN m % 3 = 0 THEN NULL ELSE $4::bigint END,
                date_trunc('month', now()) - m * interval '1 month' + interval '10 days'
         FROM patients p
         CROSS JOIN LATERAL generate_series(0, CASE WHEN p.accounting_code = 'PR-0' THEN $2::int ELSE $3::int END - 1) m
         WHERE p.accounting_code LIKE 'PR-%'
         RETURNING id, patient_id, value_date, source, created_at
       )
       INSERT INTO analysis_result_values (analysis_result_id, patient_id, parameter_id, source, value_date, value,
                                           reported_value, reported_unit, version, changed_by, created_at)
       SELECT r.id, r.patient_id, k.id, r.source, r.value_date, v.value, v.value, k.unit, 1,
              CASE WHEN r.source = 'Doctor' THEN $4::bigint END, r.created_at
       FROM result r CROSS JOIN marker k
       CROSS JOIN LATERAL (
         SELECT round((k.lo + (k.hi - k.lo) * (0.1 + 0.8 * ((r.id * 31 + k.id * 17) % 101) / 100.0))::numeric, 2) AS value
       ) v`,
      [MARKERS, MONTHS, NEIGHBOUR_MONTHS, doctorUser],
    );
    // DNA: per patient a placed order with a DNA part whose (applied) lab report states the genotypes.
    const genotypes = Array.from({ length: NEIGHBOURS + 1 }, (_, i) =>
      genotypesOf(i).map((call) => ({ ...call, patient: `PR-${i}` })),
    ).flat();
    await client.query(
      `WITH placed AS (
         INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                             original_price_cents, placed_at, created_at)
         SELECT 'B-R-' || p.id, p.id, p.medical_center_id, 1, 'Success', 29900, 29900, now() - interval '400 days',
                now() - interval '400 days'
         FROM patients p WHERE p.accounting_code LIKE 'PR-%'
         RETURNING id, patient_id
       ), part AS (
         INSERT INTO noi_orders (order_id, type, status)
         SELECT id, 'dna', 'AnalysisStarted' FROM placed RETURNING id, order_id
       ), report AS (
         INSERT INTO lab_reports (order_id, noi_order_id, lab_order_id, report_id, version, status, issued_at,
                                  collected_on, genotypes, applied_at)
         SELECT o.id, part.id, 'NOI-R-' || o.id, 'REP-R-' || o.id, 1, 'final', now() - interval '380 days',
                (now() - interval '395 days')::date,
                (SELECT jsonb_agg(jsonb_build_object('gene', g.gene, 'rsId', g.rs_id, 'genotype', g.genotype))
                 FROM jsonb_to_recordset($1::jsonb) g(patient text, gene text, rs_id text, genotype text)
                 WHERE g.patient = p.accounting_code),
                now() - interval '380 days'
         FROM placed o JOIN part ON part.order_id = o.id JOIN patients p ON p.id = o.patient_id
         RETURNING id, order_id, lab_order_id, collected_on, genotypes, applied_at
       )
       INSERT INTO genotype_results (patient_id, order_id, lab_report_id, lab_order_id, version, gene, rs_id, genotype,
                                     source, collected_on, created_at)
       SELECT o.patient_id, r.order_id, r.id, r.lab_order_id, 1, g.gene, g."rsId", g.genotype, 'Noi', r.collected_on,
              r.applied_at
       FROM report r JOIN placed o ON o.id = r.order_id
       CROSS JOIN LATERAL jsonb_to_recordset(r.genotypes) g(gene text, "rsId" text, genotype text)`,
      [JSON.stringify(genotypes)],
    );
    // Micronutrients: a dose of each for the measured patient, as the doctor set it.
    await client.query(
      `INSERT INTO patient_micronutrients (patient_id, micronutrient_id, current_value, recommended_value, description)
       SELECT p.id, m.id, round((m.min_value + m.max_value) / 2, 2), round((m.min_value * 2 + m.max_value) / 3, 2),
              CASE WHEN m.sort_order % 4 = 0 THEN 'morgens zum Frühstück' END
       FROM patients p CROSS JOIN micronutrients m WHERE p.accounting_code = 'PR-0'`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM analysis_results) AS results, (SELECT count(*) FROM analysis_result_values) AS "values",
              (SELECT count(*) FROM genotype_results) AS genotypes,
              (SELECT count(*) FROM patient_micronutrients) AS doses`,
    );
    const r = rows[0];
    console.log(
      `generated ${NEIGHBOURS + 1} patients, ${r.results} result sets, ${r.values} blood values, ${r.genotypes} genotypes, ${r.doses} doses in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

try {
  await generate();
} catch (error) {
  // A benchmark reports; it does not fail a build.
  console.log(`bench/results.mjs could not fill ${db.name}: ${error.stack ?? error}`);
  process.exit(0);
}
const direct = await db.connect();
try {
  const patient = (await direct.query(`SELECT id FROM patients WHERE accounting_code = 'PR-0'`)).rows[0].id;
  const parameters = (
    await direct.query(
      `SELECT p.id, p.code, p.name FROM analysis_parameters p
       WHERE p.analysis_type = 'Blood' AND EXISTS (SELECT 1 FROM analysis_result_values v WHERE v.parameter_id = p.id)
       ORDER BY p.sort_order, p.id`,
    )
  ).rows;
  const { rows: facts } = await direct.query(
    `SELECT (SELECT count(*)::int FROM analysis_parameters WHERE analysis_type = 'Blood') AS blood,
            (SELECT count(*)::int FROM dna_markers) AS dna,
            (SELECT count(*)::int FROM genotype_results WHERE patient_id = $1) AS genotypes,
            (SELECT count(*)::int FROM patient_micronutrients WHERE patient_id = $1) AS doses,
            (SELECT count(*)::int FROM analysis_result_values WHERE patient_id = $1) AS "values"`,
    [patient],
  );
  const marker = parameters[0];
  // A search term the list answers with a few markers: a part of a marker's name.
  const term = parameters[Math.min(5, parameters.length - 1)].name.slice(0, 5).toLowerCase();

  const BLOOD_LIST = webQuery('blood-analysis/list/__generated__/BloodAnalysisTableQuery.graphql.ts');
  const BLOOD_MARKER = webQuery('blood-analysis/detail/__generated__/BloodMarkerPageQuery.graphql.ts');
  const BLOOD_ENTRY = webQuery('blood-analysis/entry/__generated__/BloodEntryFormQuery.graphql.ts');
  const DNA_LIST = webQuery('dna-analysis/__generated__/DnaAnalysisResultsQuery.graphql.ts');
  const MEDICATIONS = webQuery('medication/__generated__/MedicationResultsQuery.graphql.ts');
  const MICRONUTRIENTS = webQuery('micronutrients/__generated__/MicronutrientsTableQuery.graphql.ts');
  const size = (body) => {
    const data = Object.values(body.data)[0];
    return Array.isArray(data) ? data.length : (data?.data?.length ?? 1);
  };
  const cases = [
    ['bloodAnalysisList', BLOOD_LIST, { patientId: patient }],
    [`bloodAnalysisList search "${term}"`, BLOOD_LIST, { patientId: patient, search: term }],
    [
      `bloodMarker + History ${marker.code}, limit 5`,
      BLOOD_MARKER,
      { patientId: patient, code: marker.code, limit: 5 },
    ],
    [
      `bloodMarker + History ${marker.code}, limit 50`,
      BLOOD_MARKER,
      { patientId: patient, code: marker.code, limit: 50 },
    ],
    ['analysisParameters(Blood, 100) + mostRecentResults', BLOOD_ENTRY, { patientId: patient }],
    ['dnaAnalysisList', DNA_LIST, { patientId: patient }],
    ['patientMedicationResults first 20', MEDICATIONS, { patient_id: patient, first: 20, page: 1 }],
    ['micronutrients first 100', MICRONUTRIENTS, { first: 100 }],
  ];
  const pdfs = ['blood-analysis', 'dna-analysis', 'medication-results', 'micronutrients'].map((kind) => [
    kind,
    `/api/patients/${patient}/download-${kind}-pdf`,
  ]);
  const logins = { doctor: { email: DOCTOR_EMAIL, password: PASSWORD } };
  const api = { port: PORT, databaseUrl: db.url, redisPrefix: REDIS_PREFIX };
  const chromium = { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  const worker = startApi({ ...api, port: WORKER_PORT, entry: 'worker.js', env: chromium });

  try {
    const counted = await withApi({ ...api, countStatements: true }, logins, async ({ doctor }) => {
      const graphql = [];
      for (const [, query, variables] of cases) {
        await doctor(query, variables); // the first request of a session reads it once more
        const { body, statements } = await doctor(query, variables);
        graphql.push({ statements, rows: size(body) });
      }
      return graphql;
    });

    console.log(
      `\nresult pages of one patient: ${facts[0].values} blood values (${MONTHS} sets × ${MARKERS} of ${facts[0].blood} markers), ` +
        `${facts[0].genotypes} genotypes (${facts[0].dna} DNA markers), ${facts[0].doses} doses; ` +
        `${NEIGHBOURS} neighbours × ${NEIGHBOUR_MONTHS} months; ${runs} runs each`,
    );
    console.log('case'.padEnd(52), 'rows'.padStart(5), 'stmts'.padStart(6), 'p50 / p95 ms'.padStart(16));
    await withApi({ ...api, countStatements: false }, logins, async ({ doctor }) => {
      for (const [index, [name, query, variables]] of cases.entries()) {
        for (let i = 0; i < 3; i += 1) await doctor(query, variables);
        const samples = [];
        for (let i = 0; i < runs; i += 1) samples.push(await elapsed(() => doctor(query, variables)));
        const { statements, rows } = counted[index];
        console.log(
          name.padEnd(52),
          String(rows).padStart(5),
          String(statements).padStart(6),
          `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`.padStart(16),
        );
      }

      console.log(
        `\nPDF downloads (API → queue → worker → API polls every 100 ms); 1 warm-up + ${pdfRuns} runs each`,
      );
      console.log(
        'document'.padEnd(22),
        'pages'.padStart(6),
        'KiB'.padStart(6),
        'p50 / p95 ms'.padStart(16),
        'per page p50 / p95 ms'.padStart(24),
      );
      for (const [kind, path] of pdfs) {
        const first = await doctor.downloadBytes(path);
        if (!first.bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
          console.log(`  ! ${kind}: not a PDF (${first.contentType})`);
        const pages = first.bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
        const samples = [];
        for (let i = 0; i < pdfRuns; i += 1) samples.push(await elapsed(() => doctor.downloadBytes(path)));
        const p50 = percentile(samples, 50);
        const p95 = percentile(samples, 95);
        console.log(
          kind.padEnd(22),
          String(pages).padStart(6),
          (first.bytes.length / 1024).toFixed(0).padStart(6),
          `${p50.toFixed(0)} / ${p95.toFixed(0)}`.padStart(16),
          `${(p50 / Math.max(pages, 1)).toFixed(0)} / ${(p95 / Math.max(pages, 1)).toFixed(0)}`.padStart(24),
        );
      }
    });
  } finally {
    await stop(worker);
  }
  console.log(
    '\n(stmts = SQL sent through TypeORM for the request, the session store and viewer included. The statement header is set for GraphQL only (an Apollo plugin): the PDF downloads are not counted)',
  );

  // The statements of blood-values.queries.ts as TypeORM writes them.
  const CURRENT = 'v.superseded_at IS NULL AND v.deleted_at IS NULL';
  const COLUMNS = `v.id AS id, v.analysis_result_id AS analysis_result_id, v.parameter_id AS parameter_id, v.value AS value,
                   to_char(v.value_date, 'YYYY-MM-DD') AS value_date, v.source AS source`;
  const ids = parameters.map((p) => p.id);
  await explain(
    direct,
    `of the history (${marker.code}, limit 50)`,
    `SELECT ${COLUMNS} FROM analysis_result_values v
     WHERE ${CURRENT} AND v.patient_id = $1 AND v.parameter_id = $2
     ORDER BY v.value_date DESC, v.id DESC LIMIT 50`,
    [patient, marker.id],
    'ANALYZE, BUFFERS, COSTS OFF',
  );
  await explain(
    direct,
    `of the list's current values (${ids.length} markers)`,
    `SELECT DISTINCT ON (v.parameter_id) ${COLUMNS} FROM analysis_result_values v
     WHERE ${CURRENT} AND v.patient_id = $1 AND v.parameter_id = ANY($2::bigint[])
     ORDER BY v.parameter_id, v.value_date DESC, v.id DESC`,
    [patient, ids],
    'ANALYZE, BUFFERS, COSTS OFF',
  );
  await explain(
    direct,
    "of the entry form's mostRecentResults (limit 1 per marker)",
    `SELECT ranked.id, ranked.parameter_id, ranked.value_date, ranked.created_at FROM (
       SELECT v.id AS id, v.parameter_id AS parameter_id, to_char(v.value_date, 'YYYY-MM-DD') AS value_date,
              (v.value_date::timestamp AT TIME ZONE 'Europe/Berlin') AS created_at,
              row_number() OVER (PARTITION BY v.parameter_id ORDER BY v.value_date DESC, v.id DESC) AS rank
       FROM analysis_result_values v INNER JOIN patients patient ON patient.id = v.patient_id
       WHERE ${CURRENT} AND v.patient_id = $1 AND v.parameter_id = ANY($2::bigint[])
         AND patient.medical_center_id = (SELECT medical_center_id FROM patients WHERE id = $1)
     ) ranked WHERE ranked.rank <= 1 ORDER BY ranked.parameter_id, ranked.rank`,
    [patient, ids],
    'ANALYZE, BUFFERS, COSTS OFF',
  );
} catch (error) {
  // A benchmark reports; it does not fail a build.
  console.log(`\nbench/results.mjs stopped: ${error.stack ?? error}`);
} finally {
  await direct.end();
}
