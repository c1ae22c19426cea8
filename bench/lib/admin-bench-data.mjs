// The generated database of bench/admin-lists.mjs: 500 practices with one doctor each, 400 patients
// each, ORDERS orders spread over the patients (with lab parts and samples, as bench/orders-list.mjs),
// a subscription for every fourth patient, a consulting fee for every tenth order, 20 credit notes per
// doctor holding the paid fees, and an audit log of a few million rows (patient reads and writes, the
// orders' payment changes, logins, writes made while an admin impersonated a doctor); then
// completeAdminData: 1-3 items per order, the doctors' partnership models, logins and invitations.
// Every step is set-based SQL in chunks; VACUUM ANALYZE at the end.
import argon2 from 'argon2';

export const DOCTORS = 500;
export const PATIENTS_PER_DOCTOR = 400;
export const PASSWORD = 'Bench!2026pass';
export const ADMIN_EMAIL = 'bench-admin@example.com';
export const doctorEmail = (n) => `bench-admin-doctor-${n}@example.com`;
const CHUNK = 100_000;
const FIRST_NAMES = ['Anna', 'Bernd', 'Clara', 'Daniel', 'Eva', 'Felix', 'Greta', 'Hans'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Koch', 'Richter', 'Huber'];

const since = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Fills `db` (recreated) with the data above; logs progress. */
export async function generateAdminData(db, orders) {
  await db.recreate({ stdio: 'ignore' });
  const started = Date.now();
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const client = await db.connect();
  const step = async (label, text, params = []) => {
    await client.query(text, params);
    console.log(`  ${label} (${since(started)})`);
  };
  try {
    await step(
      'practices, doctors, admin',
      `WITH centers AS (
         INSERT INTO medical_centers (name) SELECT 'Bench-Admin-Praxis ' || i FROM generate_series(1, $1) i RETURNING id, name
       ), accounts AS (
         INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id, created_at)
         SELECT 'bench-admin-doctor-' || substr(c.name, 20) || '@example.com', $2, 'Bench', 'Doctor ' || substr(c.name, 20), true, c.id,
                now() - (substr(c.name, 20)::int || ' days')::interval
         FROM centers c RETURNING id
       ), admin AS (
         INSERT INTO users (email, password, first_name, last_name, is_active, permissions)
         VALUES ($3, $2, 'Bench', 'Admin', true, '{ManageMedicalCenters}')
       )
       INSERT INTO doctors (user_id, accounting_code) SELECT id, 'BA-' || id FROM accounts`,
      [DOCTORS, hash, ADMIN_EMAIL],
    );
    await step(
      `${DOCTORS * PATIENTS_PER_DOCTOR} patients`,
      `INSERT INTO patients (accounting_code, medical_center_id, created_by_user_id, salutation, first_name, last_name, email, address,
                             zip_code, city, country, date_of_birth, height, weight, biological_sex, created_at)
       SELECT 'PA-' || mc.id || '-' || i, mc.id, u.id, 'female', ($2::text[])[1 + (i * 7 + mc.id) % 8],
              ($3::text[])[1 + (i * 13 + mc.id) % 8] || '-' || i, 'admin-patient-' || mc.id || '-' || i || '@example.com',
              'Weg ' || i, '1010', 'Wien', 'AT', DATE '1950-01-01' + ((i * 37 + mc.id) % 20000)::int, 170, 70, 'Female',
              now() - interval '3 years' + ((i * 17 + mc.id) || ' minutes')::interval
       FROM medical_centers mc JOIN users u ON u.medical_center_id = mc.id CROSS JOIN generate_series(1, $1) i`,
      [PATIENTS_PER_DOCTOR, FIRST_NAMES, LAST_NAMES],
    );
    const { rows } = await client.query(`SELECT min(id) AS first, count(*)::int AS n FROM patients`);
    const [firstPatient, patients] = [rows[0].first, rows[0].n];
    // Order j: patient j mod patients (so every practice gets its share), one minute after order j-1.
    for (let from = 1; from <= orders; from += CHUNK) {
      const to = Math.min(orders, from + CHUNK - 1);
      await step(
        `orders ${to.toLocaleString('en')} of ${orders.toLocaleString('en')}`,
        `WITH placed AS (
           INSERT INTO orders (order_number, patient_id, medical_center_id, created_by_user_id, status, payment_status,
                               total_price_cents, original_price_cents, placed_at, created_at)
           SELECT CASE WHEN j % 50 = 0 THEN NULL ELSE 'B-' || extract(year FROM at)::int || '-' || lpad(j::text, 7, '0') END,
                  p.id, p.medical_center_id, p.created_by_user_id, CASE WHEN j % 50 = 0 THEN 0 ELSE 1 + j % 15 END,
                  CASE WHEN j % 50 = 0 THEN NULL ELSE (ARRAY['Pending', 'Success', 'Success', 'Success', 'Fail'])[1 + j % 5]::order_payment_status END,
                  9990 + 100 * (j % 300), 9990 + 100 * (j % 300), CASE WHEN j % 50 = 0 THEN NULL ELSE at + interval '5 minutes' END, at
           FROM generate_series($1::int, $2::int) j
           CROSS JOIN LATERAL (SELECT now() - ($3::int - j) * interval '1 minute' AS at) t
           JOIN patients p ON p.id = $4::bigint + j % $5::int
           RETURNING id, placed_at
         ), part AS (
           INSERT INTO noi_orders (order_id, type, status)
           SELECT o.id, part.type::noi_order_type, part.status::noi_order_status
           FROM placed o CROSS JOIN (VALUES ('blood', 'SampleRegistered', 1), ('dna', 'AnalysisStarted', 2),
                                            ('supplements', 'ProductionStarted', 3)) AS part(type, status, every)
           WHERE o.placed_at IS NOT NULL AND o.id % part.every = 0
         )
         INSERT INTO samples (order_id, type, barcode, status, registered_at)
         SELECT o.id, s.type::sample_type, s.prefix || lpad(((o.id * 7919) % 100000007)::text, 9, '0'), 'Registered',
                o.placed_at + interval '1 day'
         FROM placed o CROSS JOIN (VALUES ('Blood', 'B', 1), ('Dna', 'D', 2)) AS s(type, prefix, every)
         WHERE o.placed_at IS NOT NULL AND o.id % 4 <> 0 AND o.id % s.every = 0`,
        [from, to, orders, firstPatient, patients],
      );
    }
    await step(
      'subscriptions (a quarter of the patients)',
      `INSERT INTO subscriptions (patient_id, medical_center_id, status, start_date, current_period_start, current_period_end, created_at)
       SELECT p.id, p.medical_center_id, (ARRAY['active', 'active', 'paused', 'canceled'])[1 + (p.id / 4) % 4]::subscription_status,
              p.created_at, now() - interval '10 days', now() + interval '80 days', p.created_at + interval '1 day'
       FROM patients p WHERE split_part(p.accounting_code, '-', 3)::int % 4 = 0`,
    );
    await step(
      'consulting fees (every 10th placed order)',
      `INSERT INTO consulting_fees (order_id, medical_center_id, patient_id, amount_cents, status, generated_at, created_at)
       SELECT o.id, o.medical_center_id, o.patient_id, 2500, CASE WHEN o.id % 3 = 0 THEN 'Unpaid' ELSE 'Paid' END::consulting_fee_status,
              o.placed_at, o.placed_at
       FROM orders o WHERE o.placed_at IS NOT NULL AND o.id % 10 = 0`,
    );
    await step(
      'credit notes (20 per doctor) holding the paid fees',
      `WITH notes AS (
         INSERT INTO credit_notes (number, doctor_id, user_id, medical_center_id, amount_cents, net_cents, tax_cents, vat_rate_bp,
                                   lines, issuer, recipient, generated_at, xml, xml_sha256, pdf_status)
         SELECT 'GS-BENCH-' || u.medical_center_id || '-' || k, d.id, u.id, u.medical_center_id, 2500, 2083, 417, 2000,
                '[]', '{}', '{}', now() - ((20 - k) * 7 || ' days')::interval, '<xml/>', repeat('0', 64), 'ready'
         FROM doctors d JOIN users u ON u.id = d.user_id CROSS JOIN generate_series(1, 20) k
         RETURNING id, medical_center_id, number
       )
       UPDATE consulting_fees f SET credit_note_id = n.id, paid_at = now()
       FROM notes n WHERE f.status = 'Paid' AND n.number = 'GS-BENCH-' || f.medical_center_id || '-' || (1 + f.id % 20)`,
    );
    // The audit log: per patient created + 4 reads by its doctor; per placed order a payment change by
    // the system; 200 logins per doctor; 20 writes per doctor made while the admin impersonated it.
    await step(
      'audit: patients created and read',
      `INSERT INTO audit_logs (event, user_id, subject_type, subject_id, ip, details, created_at)
       SELECT CASE WHEN n = 0 THEN 'patient.created' ELSE 'patient.viewed' END, p.created_by_user_id, 'patient', p.id::text,
              '10.0.0.' || n, '{}', p.created_at + (n || ' days')::interval
       FROM patients p CROSS JOIN generate_series(0, 4) n`,
    );
    for (let from = 0; from < orders; from += CHUNK * 5) {
      const to = Math.min(orders, from + CHUNK * 5);
      await step(
        `audit: orders' payment changes ${to.toLocaleString('en')}`,
        `INSERT INTO audit_logs (event, subject_type, subject_id, details, created_at)
         SELECT 'payment.status_changed', 'order', o.id::text, jsonb_build_object('to', o.payment_status), o.placed_at + interval '1 hour'
         FROM orders o WHERE o.placed_at IS NOT NULL AND o.id > (SELECT min(id) FROM orders) + $1 - 1
           AND o.id <= (SELECT min(id) FROM orders) + $2 - 1`,
        [from, to],
      );
    }
    await step(
      'audit: logins and impersonated writes',
      `WITH admin AS (SELECT id FROM users WHERE email = $1)
       INSERT INTO audit_logs (event, user_id, impersonator_id, subject_type, subject_id, ip, details, created_at)
       SELECT 'login.succeeded', d.user_id, NULL, NULL, NULL, '10.1.0.1', '{"twoFactor": false}'::jsonb, now() - (n || ' hours')::interval
       FROM doctors d CROSS JOIN generate_series(1, 200) n
       UNION ALL
       SELECT 'impersonation.write', d.user_id, admin.id, NULL, NULL, '10.2.0.1', '{"operation": "updatePatient"}'::jsonb,
              now() - (n * 3 || ' hours')::interval
       FROM doctors d CROSS JOIN admin CROSS JOIN generate_series(1, 20) n`,
      [ADMIN_EMAIL],
    );
    await completeAdminData(client, step);
    // VACUUM, not only ANALYZE: GIN indexes filled by bulk inserts keep the statistics of their empty start.
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM patients) AS patients, (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM subscriptions) AS subscriptions, (SELECT count(*) FROM credit_notes) AS credit_notes,
              (SELECT count(*) FROM consulting_fees) AS fees, (SELECT count(*) FROM audit_logs) AS audit_logs`,
    );
    console.log('generated', counts.rows[0], `in ${since(started)}`);
  } finally {
    await client.end();
  }
}

/**
 * The rows the therapist list and the dashboard read, added to a database filled before they were
 * (each step only when its rows are missing, so a --reuse run completes an older database): 1-3 items
 * per order (products and bundles, quantity 1 or 2), a partnership model for two doctors in three, a
 * last login for every doctor but each tenth, and an open invitation for doctors 5, 30, 55, … (so a
 * page of 10 holds one too). Returns whether anything was added (the caller ANALYZEs then).
 */
export async function completeAdminData(client, step) {
  const missing = async (text) => !(await client.query(`SELECT EXISTS (${text}) AS found`)).rows[0].found;
  let added = false;
  if (await missing('SELECT 1 FROM order_items')) {
    const { rows } = await client.query(`SELECT min(id) AS first, max(id) AS last FROM orders`);
    const [first, last] = [Number(rows[0].first), Number(rows[0].last)];
    for (let from = first; from <= last; from += CHUNK * 3) {
      const to = Math.min(last, from + CHUNK * 3 - 1);
      await step(
        `order items up to order ${to.toLocaleString('en')}`,
        `WITH items AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(kind ORDER BY id) AS kinds
                        FROM shop_items WHERE kind IN ('Product', 'Bundle') AND is_active)
         INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category, vat_rate_bp,
                                  original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
         SELECT o.id, n, items.ids[k], items.kinds[k], items.ids[k], 1 + (o.id + n) % 2, 'Analyses', 2000, 9990, 0, 9990, 1665
         FROM orders o CROSS JOIN items CROSS JOIN generate_series(1, 3) n
         CROSS JOIN LATERAL (SELECT 1 + ((o.id * 7 + n * 13) % cardinality(items.ids)) AS k) pick
         WHERE o.id BETWEEN $1 AND $2 AND n <= 1 + o.id % 3`,
        [from, to],
      );
    }
    added = true;
  }
  if (
    await missing(
      'SELECT 1 FROM users u JOIN doctors d ON d.user_id = u.id WHERE u.partnership_model_id IS NOT NULL',
    )
  ) {
    await step(
      "doctors' partnership models, logins and invitations",
      `WITH models AS (SELECT array_agg(id ORDER BY id) AS ids FROM partnership_models),
       doctor AS (SELECT u.id FROM users u JOIN doctors d ON d.user_id = u.id),
       updated AS (
         UPDATE users u SET partnership_model_id = CASE WHEN u.id % 3 = 0 THEN NULL ELSE models.ids[1 + u.id % cardinality(models.ids)] END,
                            last_login_at = CASE WHEN u.id % 10 = 0 THEN NULL ELSE now() - (u.id % 97 || ' hours')::interval END,
                            onboarding_type = CASE WHEN u.id % 25 = 5 THEN 'INVITATION' ELSE u.onboarding_type END,
                            is_active = u.id % 25 <> 5
         FROM models, doctor WHERE doctor.id = u.id RETURNING u.id)
       INSERT INTO doctor_invitations (receiver_id, sent_at, expires_at)
       SELECT id, now() - (id % 20 || ' days')::interval, now() + (10 - id % 20 || ' days')::interval FROM updated WHERE id % 25 = 5`,
    );
    added = true;
  }
  return added;
}
