// The database of bench/load.mjs, recreated each run (migrations and reference data): DOCTORS practices
// with one doctor each (partnership models in turn), PATIENTS_PER_DOCTOR patients each (female, full
// address, so an order needs nothing more), an admin, and three blood result sets of 20 markers for the
// first RESULT_PATIENTS patients of each practice (what the doctors read and print). No orders: every
// order the consistency checks look at is placed during the run.
import argon2 from 'argon2';

export const DOCTORS = 20;
export const PATIENTS_PER_DOCTOR = 100;
export const RESULT_PATIENTS = 10;
export const PASSWORD = 'Bench!2026pass';
export const ADMIN_EMAIL = 'bench-load-admin@example.com';
export const doctorEmail = (n) => `bench-load-doctor-${n}@example.com`;
const FIRST_NAMES = ['Anna', 'Berta', 'Clara', 'Doris', 'Eva', 'Frieda', 'Greta', 'Hanna'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Koch', 'Richter', 'Huber'];

export async function seedLoadData(db) {
  await db.recreate({ stdio: 'ignore' });
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  try {
    await client.query(
      `WITH models AS (SELECT array_agg(id ORDER BY id) AS ids FROM partnership_models),
       centers AS (
         INSERT INTO medical_centers (name) SELECT 'Bench-Load-Praxis ' || i FROM generate_series(1, $1) i RETURNING id, name
       ), accounts AS (
         INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id, partnership_model_id)
         SELECT 'bench-load-doctor-' || substr(c.name, 19) || '@example.com', $2, 'Bench', 'Doktor ' || substr(c.name, 19), true, c.id,
                models.ids[1 + substr(c.name, 19)::int % cardinality(models.ids)]
         FROM centers c CROSS JOIN models RETURNING id
       ), admin AS (
         INSERT INTO users (email, password, first_name, last_name, is_active, permissions)
         VALUES ($3, $2, 'Bench', 'Admin', true, '{ManageMedicalCenters}')
       )
       INSERT INTO doctors (user_id, accounting_code) SELECT id, 'BL-' || id FROM accounts`,
      [DOCTORS, hash, ADMIN_EMAIL],
    );
    await client.query(
      `INSERT INTO patients (accounting_code, medical_center_id, created_by_user_id, salutation, first_name, last_name, email,
                             phone_number, country_code, address, zip_code, city, country, date_of_birth, height, weight, biological_sex)
       SELECT 'PL-' || mc.id || '-' || i, mc.id, u.id, 'female', ($2::text[])[1 + (i * 7 + mc.id) % 8],
              ($3::text[])[1 + (i * 13 + mc.id) % 8] || '-' || i, 'load-patient-' || mc.id || '-' || i || '@example.com',
              '6641234567', 'AT', 'Weg ' || i, '8010', 'Graz', 'AT', DATE '1950-01-01' + ((i * 37 + mc.id) % 20000)::int, 168, 61.5, 'Female'
       FROM medical_centers mc JOIN users u ON u.medical_center_id = mc.id CROSS JOIN generate_series(1, $1) i`,
      [PATIENTS_PER_DOCTOR, FIRST_NAMES, LAST_NAMES],
    );
    await client.query(
      `WITH marker AS (
         SELECT id, coalesce(unit, '') AS unit,
                coalesce(min_optimal_value, lab_min_value, 0) AS lo,
                coalesce(max_optimal_value, lab_max_value, coalesce(min_optimal_value, lab_min_value, 0) * 2 + 1) AS hi
         FROM analysis_parameters WHERE analysis_type = 'Blood' ORDER BY sort_order, id LIMIT 20
       ), result AS (
         INSERT INTO analysis_results (patient_id, value_date, source, created_by, created_at)
         SELECT p.id, current_date - m * 90, 'Doctor', p.created_by_user_id, now() - m * interval '90 days'
         FROM patients p CROSS JOIN generate_series(1, 3) m
         WHERE split_part(p.accounting_code, '-', 3)::int <= $1
         RETURNING id, patient_id, value_date, source, created_by, created_at
       )
       INSERT INTO analysis_result_values (analysis_result_id, patient_id, parameter_id, source, value_date, value,
                                           reported_value, reported_unit, version, changed_by, created_at)
       SELECT r.id, r.patient_id, k.id, r.source, r.value_date, v.value, v.value, k.unit, 1, r.created_by, r.created_at
       FROM result r CROSS JOIN marker k
       CROSS JOIN LATERAL (
         SELECT round((k.lo + (k.hi - k.lo) * (0.1 + 0.8 * ((r.id * 31 + k.id * 17) % 101) / 100.0))::numeric, 2) AS value
       ) v`,
      [RESULT_PATIENTS],
    );
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * Per practice (in doctor order): the doctor's e-mail and its patients, `withResults` (blood values)
 * and the rest, each { id, guid, birthDate }.
 */
export async function loadFixture(db) {
  const { rows } = await db.sql(
    `SELECT u.email, p.id, p.guid, to_char(p.date_of_birth, 'YYYY-MM-DD') AS birth_date,
            split_part(p.accounting_code, '-', 3)::int AS n
     FROM users u JOIN patients p ON p.medical_center_id = u.medical_center_id
     WHERE u.email LIKE 'bench-load-doctor-%' ORDER BY u.id, n`,
  );
  const practices = new Map();
  for (const row of rows) {
    if (!practices.has(row.email))
      practices.set(row.email, { email: row.email, withResults: [], patients: [] });
    const patient = { id: row.id, guid: row.guid, birthDate: row.birth_date };
    practices.get(row.email)[row.n <= RESULT_PATIENTS ? 'withResults' : 'patients'].push(patient);
  }
  return [...practices.values()];
}
