#!/usr/bin/env node
// Formula calculation (issue 14): one patient's full recalculation, and N patients recalculated through
// the queue by 1 and 2 worker processes (throughput, scaling). Prints figures; never fails.
//   node bench/formulas.mjs [--patients 10000] [--runs 50] [--reuse]
// Needs `npm run build`. Database portal_bench_formulas; Redis prefixes of its own.
import { Queue } from 'bullmq';
import { startApi, stop } from './lib/api-process.mjs';
import { percentile } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const root = new URL('..', import.meta.url);
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const PATIENTS = Number(option('--patients')) || 10_000;
const RUNS = Number(option('--runs')) || 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MARKERS = [
  'VITAMIN_D_25OH',
  'FERRITIN',
  'VITAMIN_B12',
  'HOLO_TC',
  'FOLATE',
  'MAGNESIUM_WB',
  'ZINC',
  'SELENIUM',
  'OMEGA3_INDEX',
  'HOMOCYSTEINE',
  'TSH',
  'TRANSFERRIN_SATURATION',
  'COPPER',
  'EGFR',
];

const db = benchDatabase('portal_bench_formulas');
const load = (path) => import(new URL(`apps/api/dist/${path}`, root).href);

/** Patients with body data, answers and 14 current blood values each (the inputs the seeded formulas read). */
async function seed() {
  await db.recreate({ stdio: ['ignore', 'ignore', 'inherit'] });
  const client = await db.connect();
  try {
    const center = (
      await client.query(`INSERT INTO medical_centers (name) VALUES ('Bench-Formeln') RETURNING id`)
    ).rows[0].id;
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, address,
                             zip_code, city, country, date_of_birth, height, weight, biological_sex)
       SELECT 'PF-' || i, $1, 'female', 'Anna', 'Formel-' || i, 'formula-' || i || '@example.com', 'Weg ' || i,
              '1010', 'Wien', 'AT', DATE '1950-01-01' + (i * 37) % 18000, 150 + i % 45, 50 + (i % 60),
              CASE WHEN i % 2 = 0 THEN 'Female' ELSE 'Male' END::biological_sex
       FROM generate_series(1, $2) i`,
      [center, PATIENTS],
    );
    // Three answers each: diet, smoking, sport hours (a value of each question's options by the patient's id).
    await client.query(
      `INSERT INTO patient_lifestyle_answers (patient_id, question_id, values)
       SELECT p.id, q.id, ARRAY[(q.answers -> ((p.id % jsonb_array_length(q.answers))::int) ->> 'value')]
       FROM patients p CROSS JOIN lifestyle_questions q
       WHERE q.key_question IN ('DIET_TYPE', 'SMOKING', 'SPORT_HOURS')`,
    );
    await client.query(
      `WITH result AS (
         INSERT INTO analysis_results (patient_id, value_date, source)
         SELECT id, current_date - 10, 'Doctor' FROM patients RETURNING id, patient_id, value_date
       ), marker AS (
         SELECT id, unit, coalesce(min_optimal_value, 1) AS lo, coalesce(max_optimal_value, 100) AS hi
         FROM analysis_parameters WHERE code = ANY($1)
       )
       INSERT INTO analysis_result_values (analysis_result_id, patient_id, parameter_id, source, value_date, value,
                                           reported_value, reported_unit)
       SELECT r.id, r.patient_id, k.id, 'Doctor', r.value_date, v.value, v.value, k.unit
       FROM result r CROSS JOIN marker k
       CROSS JOIN LATERAL (
         SELECT round((k.lo * 0.6 + (k.hi - k.lo * 0.6) * ((r.id * 31 + k.id * 17) % 101) / 100.0)::numeric, 2) AS value
       ) v`,
      [MARKERS],
    );
  } finally {
    await client.end();
  }
}

/** One patient's recalculation, in-process with the worker's own service (its transaction included). */
async function onePatient() {
  process.env.DATABASE_URL = db.url.toString();
  process.env.NODE_ENV = 'production';
  process.env.LOG_LEVEL = 'error';
  process.env.REDIS_PREFIX = `bench-formulas-one-${process.pid}`;
  for (const [key, value] of Object.entries({
    // Production refuses to start without the operator's data: the demo operator's will do here.
    ...(await import('../apps/api/dist/config/operator.schema.js')).DEMO_OPERATOR,
    APP_URL: 'http://127.0.0.1:3229',
    APP_KEY: 'benchmark-app-key-not-a-secret-0123456789',
    SESSION_SECRET: 'benchmark-session-secret-not-a-secret-0123',
    MOLLIE_API_KEY: 'test_benchmarkNotAKey0000000000000000',
    LAB_API_KEY: 'benchmark-not-a-key',
    LAB_WEBHOOK_SECRET: 'benchmark-not-a-secret',
  }))
    process.env[key] ??= value;
  await import('reflect-metadata');
  const { NestFactory } = await import('@nestjs/core');
  // The worker process's own module (its queues, under a prefix of their own, stay empty).
  const { WorkerModule } = await load('worker.module.js');
  const { FormulaCalculation } = await load('modules/formulas/calculation/formula-calculation.service.js');
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger: false,
    abortOnError: false,
  });
  const calculation = app.get(FormulaCalculation);
  const [{ id }] = (await db.sql(`SELECT id::text FROM patients ORDER BY id LIMIT 1`)).rows;
  await calculation.run(id); // warm-up: catalogue, compiled formulas
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await calculation.run(id);
    times.push(performance.now() - started);
  }
  await app.close();
  return times;
}

/** Every patient queued at once; `workers` worker processes drain the queue. */
async function throughQueue(workers) {
  await db.sql('TRUNCATE formula_runs CASCADE');
  const prefix = `bench-formulas-${workers}-${process.pid}`;
  const queue = new Queue('formulas', { connection: { url: REDIS_URL }, prefix });
  const { rows } = await db.sql(`SELECT id::text FROM patients ORDER BY id`);
  const children = Array.from({ length: workers }, (_, i) =>
    startApi({
      port: 3230 + i,
      databaseUrl: db.url,
      redisPrefix: prefix,
      entry: 'worker.js',
      env: { LOG_LEVEL: 'error' },
    }),
  );
  // Timed from the moment every worker listens on the queue.
  while ((await queue.getWorkersCount()) < workers) await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await queue.addBulk(
    rows.map(({ id }) => ({
      name: 'formulas.calculate',
      data: { patientId: id },
      opts: { jobId: `formula-${id}`, removeOnComplete: true, attempts: 3 },
    })),
  );
  let done = 0;
  while (done < rows.length) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    done = Number((await db.sql('SELECT count(*) AS n FROM formula_runs')).rows[0].n);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(children.map(stop));
  const failed = await queue.getFailedCount();
  await queue.obliterate({ force: true });
  await queue.close();
  return { count: rows.length, seconds, perSecond: rows.length / seconds, failed };
}

if (!reuse || !(await db.exists())) await seed();
const times = await onePatient();
const micronutrients = Number(
  (
    await db.sql(
      `SELECT count(*) AS n FROM micronutrient_recommendations r JOIN formula_runs f ON f.id = r.run_id
       WHERE f.id = (SELECT max(id) FROM formula_runs)`,
    )
  ).rows[0].n,
);
console.log(
  `one patient, full recalculation (${micronutrients} micronutrients, ${RUNS} runs): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
);
for (const workers of [1, 2]) {
  const { count, seconds, perSecond, failed } = await throughQueue(workers);
  console.log(
    `${count} patients through the queue, ${workers} worker process(es) (concurrency 4 each): ${seconds.toFixed(1)} s, ${perSecond.toFixed(0)} patients/s, failed ${failed}`,
  );
}
process.exit(0);
