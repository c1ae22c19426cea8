// The cases of bench/admin-lists.mjs: per admin list the GraphQL the web sends, with the page size as
// a parameter, and the hand-written SQL that answers the same rows in the same order (`idsOf` the
// GraphQL answer, `sqlIdsOf` the SQL rows when not their ids; `sql(first)` is one statement, or
// `{ parts }` run one after the other; `pageSize` times a case at another page size than the rest).
// The therapist list, order statistics and dashboard are in admin-overview-cases.mjs.
import {
  DOCTOR_TRAIL,
  PATIENT_TRAIL,
  trailPageSql,
} from '../../apps/api/dist/modules/audit/view/audit-trail.sql.js';
import { adminOverviewCases } from './admin-overview-cases.mjs';
import { boundedTotal } from './bounded-total.mjs';

const PATIENTS = `query ($first: Int!, $byDoctorId: ID, $search: String) {
  patients(first: $first, page: 1, byDoctorId: $byDoctorId, search: $search) {
    data { id guid first_name last_name email created_at medicalCenter { id name } latestPlacedOrder { id status } }
    paginatorInfo { total lastPage }
  }
}`;
const ORDERS = `query ($first: Int!, $search: String) {
  orders(first: $first, page: 1, search: $search) {
    data { id order_number created_at status payment_status total_price patient { id first_name last_name } }
    paginatorInfo { total lastPage }
  }
}`;
const SUBSCRIPTIONS = `query ($first: Int!, $doctorId: ID) {
  subscriptions(first: $first, page: 1, doctorId: $doctorId) {
    data { id guid status start_date current_period_end patient { id first_name last_name } }
    paginatorInfo { total lastPage }
  }
}`;
const CREDIT_NOTES = `query ($first: Int!, $doctorId: ID) {
  creditNotes(first: $first, page: 1, doctorId: $doctorId) {
    data { id number amount status generated_at doctor { id name email } consultingFees { id amount status } }
    paginatorInfo { total lastPage }
  }
}`;
const AUDIT_LOG = `query ($first: Int!, $doctorId: ID, $patientId: ID) {
  auditLog(first: $first, page: 1, doctorId: $doctorId, patientId: $patientId) {
    subject { name }
    data { id event created_at subject_type subject_id ip details user { id name email } impersonator { id name } }
    paginatorInfo { total lastPage }
  }
}`;

const ids = (list) => (data) => data[list].data.map((row) => row.id);
const PATIENT_SEARCH = `lower(p.first_name || ' ' || p.last_name || ' ' || p.email)`;

function patientsSql(first, { centerOfDoctor, search }) {
  const params = [];
  const where = ['p.medical_center_id IS NOT NULL'];
  if (centerOfDoctor) {
    params.push(centerOfDoctor);
    where.push(
      `p.medical_center_id = (SELECT u.medical_center_id FROM doctors d JOIN users u ON u.id = d.user_id WHERE d.id = $${params.length})`,
    );
  }
  if (search) {
    params.push(`%${search}%`);
    where.push(`${PATIENT_SEARCH} LIKE $${params.length}`);
  }
  return {
    text: `WITH page AS (
             SELECT p.id, p.guid, p.first_name, p.last_name, p.email, p.created_at, p.medical_center_id,
                    ${boundedTotal(`patients p WHERE ${where.join(' AND ')}`)}
             FROM patients p WHERE ${where.join(' AND ')} ORDER BY p.created_at DESC, p.id LIMIT ${first}
           )
           SELECT p.*, mc.name AS center, latest.id AS order_id, latest.status
           FROM page p JOIN medical_centers mc ON mc.id = p.medical_center_id
           LEFT JOIN LATERAL (SELECT o.id, o.status FROM orders o WHERE o.patient_id = p.id AND o.placed_at IS NOT NULL
                              ORDER BY o.placed_at DESC, o.id DESC LIMIT 1) latest ON true
           ORDER BY p.created_at DESC, p.id`,
    params,
  };
}

function ordersSql(first, search) {
  const params = [];
  let where = 'o.placed_at IS NOT NULL';
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    where += ` AND o.id IN (SELECT m.id FROM orders m WHERE lower(m.order_number) LIKE $1
      UNION ALL SELECT m.id FROM orders m WHERE m.patient_id IN (SELECT p.id FROM patients p WHERE ${PATIENT_SEARCH} LIKE $1)
      UNION ALL SELECT s.order_id FROM samples s WHERE lower(s.barcode) LIKE $1)`;
  }
  return {
    text: `WITH page AS (
             SELECT o.id, o.order_number, o.created_at, o.status, o.payment_status, o.total_price_cents, o.patient_id,
                    ${boundedTotal(`orders o WHERE ${where}`)}
             FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id LIMIT ${first}
           )
           SELECT o.*, p.first_name, p.last_name FROM page o JOIN patients p ON p.id = o.patient_id
           ORDER BY o.created_at DESC, o.id`,
    params,
  };
}

function subscriptionsSql(first, doctorId) {
  const where = doctorId
    ? `WHERE s.patient_id IN (SELECT p.id FROM patients p WHERE p.medical_center_id =
         (SELECT u.medical_center_id FROM doctors d JOIN users u ON u.id = d.user_id WHERE d.id = $1))`
    : '';
  return {
    text: `WITH page AS (
             SELECT s.id, s.guid, s.status, s.start_date, s.current_period_end, s.created_at, s.patient_id,
                    ${boundedTotal(`subscriptions s ${where}`)}
             FROM subscriptions s ${where} ORDER BY s.created_at DESC, s.id LIMIT ${first}
           )
           SELECT s.*, p.first_name, p.last_name FROM page s JOIN patients p ON p.id = s.patient_id ORDER BY s.created_at DESC, s.id`,
    params: doctorId ? [doctorId] : [],
  };
}

function creditNotesSql(first, doctorId) {
  return {
    text: `WITH page AS (
             SELECT n.id, n.number, n.amount_cents, n.generated_at, n.user_id,
                    ${boundedTotal(`credit_notes n ${doctorId ? 'WHERE n.doctor_id = $1' : ''}`)}
             FROM credit_notes n ${doctorId ? 'WHERE n.doctor_id = $1' : ''} ORDER BY n.generated_at DESC, n.id LIMIT ${first}
           )
           SELECT n.*, u.first_name, u.last_name, u.email,
                  (SELECT json_agg(json_build_object('id', f.id, 'amount', f.amount_cents, 'status', f.status) ORDER BY f.created_at, f.id)
                   FROM consulting_fees f WHERE f.credit_note_id = n.id) AS fees
           FROM page n JOIN users u ON u.id = n.user_id ORDER BY n.generated_at DESC, n.id`,
    params: doctorId ? [doctorId] : [],
  };
}

// The naive trail a hand-written screen would send: one OR over the conditions, the names joined.
function auditSql(first, { userId, doctorId, patientId }) {
  const where = patientId
    ? `(a.subject_type = 'patient' AND a.subject_id = $1::text)
       OR (a.subject_type = 'order' AND a.subject_id IN (SELECT id::text FROM orders WHERE patient_id = $1::bigint))
       OR (a.subject_type = 'subscription' AND a.subject_id IN (SELECT id::text FROM subscriptions WHERE patient_id = $1::bigint))`
    : `a.user_id = $1::bigint OR (a.subject_type = 'user' AND a.subject_id = $1::text)
       OR (a.subject_type = 'doctor' AND a.subject_id = $2::text)`;
  return {
    text: `SELECT a.*, u.first_name, u.last_name, u.email, i.first_name AS admin_first_name, count(*) OVER () AS total
           FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN users i ON i.id = a.impersonator_id
           WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${first}`,
    params: patientId ? [patientId] : [userId, doctorId],
  };
}

/** The cases and the statements to EXPLAIN. */
export async function adminListCases(client) {
  const { rows: doctors } = await client.query(
    `SELECT d.id, d.user_id FROM doctors d ORDER BY d.id LIMIT 1 OFFSET 250`,
  );
  const doctor = doctors[0];
  const { rows: patients } = await client.query(
    `SELECT p.id FROM patients p JOIN users u ON u.medical_center_id = p.medical_center_id
     JOIN subscriptions s ON s.patient_id = p.id WHERE u.id = $1 ORDER BY p.id LIMIT 1`,
    [doctor.user_id],
  );
  const patientId = patients[0].id;
  const { rows: orders } = await client.query(
    `SELECT order_number FROM orders WHERE placed_at IS NOT NULL ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM orders)`,
  );
  const orderNumber = orders[0].order_number;

  const cases = [
    {
      name: 'patients: page 1',
      query: PATIENTS,
      variables: (first) => ({ first }),
      sql: (first) => patientsSql(first, {}),
      idsOf: ids('patients'),
    },
    {
      name: 'patients: byDoctorId',
      query: PATIENTS,
      variables: (first) => ({ first, byDoctorId: doctor.id }),
      sql: (first) => patientsSql(first, { centerOfDoctor: doctor.id }),
      idsOf: ids('patients'),
    },
    {
      name: 'patients: search "mül"',
      query: PATIENTS,
      variables: (first) => ({ first, search: 'mül' }),
      sql: (first) => patientsSql(first, { search: 'mül' }),
      idsOf: ids('patients'),
    },
    {
      name: 'orders: page 1',
      query: ORDERS,
      variables: (first) => ({ first }),
      sql: (first) => ordersSql(first),
      idsOf: ids('orders'),
    },
    {
      name: `orders: search "${orderNumber}"`,
      query: ORDERS,
      variables: (first) => ({ first, search: orderNumber }),
      sql: (first) => ordersSql(first, orderNumber),
      idsOf: ids('orders'),
    },
    {
      name: 'orders: search "weber-12"',
      query: ORDERS,
      variables: (first) => ({ first, search: 'weber-12' }),
      sql: (first) => ordersSql(first, 'weber-12'),
      idsOf: ids('orders'),
    },
    {
      name: 'subscriptions: page 1',
      query: SUBSCRIPTIONS,
      variables: (first) => ({ first }),
      sql: (first) => subscriptionsSql(first),
      idsOf: ids('subscriptions'),
    },
    {
      name: 'subscriptions: doctorId',
      query: SUBSCRIPTIONS,
      variables: (first) => ({ first, doctorId: doctor.id }),
      sql: (first) => subscriptionsSql(first, doctor.id),
      idsOf: ids('subscriptions'),
    },
    {
      name: 'creditNotes: page 1',
      query: CREDIT_NOTES,
      variables: (first) => ({ first }),
      sql: (first) => creditNotesSql(first),
      idsOf: ids('creditNotes'),
    },
    {
      name: 'creditNotes: doctorId',
      query: CREDIT_NOTES,
      variables: (first) => ({ first, doctorId: doctor.id }),
      sql: (first) => creditNotesSql(first, doctor.id),
      idsOf: ids('creditNotes'),
    },
    {
      name: 'auditLog: a doctor',
      query: AUDIT_LOG,
      variables: (first) => ({ first, doctorId: doctor.id }),
      sql: (first) => auditSql(first, { userId: doctor.user_id, doctorId: doctor.id }),
      idsOf: ids('auditLog'),
    },
    {
      name: 'auditLog: a patient',
      query: AUDIT_LOG,
      variables: (first) => ({ first, patientId }),
      sql: (first) => auditSql(first, { patientId }),
      idsOf: ids('auditLog'),
    },
  ];

  const explainOf = (title, { text, params }) => ({ title, text, params });
  const explains = [
    explainOf('of the patients search "mül"', patientsSql(50, { search: 'mül' })),
    explainOf(`of the orders search "${orderNumber}"`, ordersSql(50, orderNumber)),
    explainOf('of the orders search "weber-12"', ordersSql(50, 'weber-12')),
    explainOf("of the API's doctor trail (page 1 of 50)", {
      text: trailPageSql(DOCTOR_TRAIL),
      params: [doctor.user_id, doctor.id, 50, 0],
    }),
    explainOf("of the API's patient trail (page 1 of 50)", {
      text: trailPageSql(PATIENT_TRAIL),
      params: [patientId, 50, 0],
    }),
    explainOf(
      'of the naive doctor trail (one OR)',
      auditSql(50, { userId: doctor.user_id, doctorId: doctor.id }),
    ),
  ];
  const overview = adminOverviewCases();
  return { cases: [...cases, ...overview.cases], explains: [...explains, ...overview.explains] };
}
