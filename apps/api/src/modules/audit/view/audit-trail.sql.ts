// The audit view's SQL. A trail is a few disjoint branches of audit_logs, each served by an index
// that also gives its order (audit_logs_user_created_index, audit_logs_subject_created_index): a page
// reads at most offset + size rows of each branch and merges them, whatever the table's size; the
// total counts each branch from its index.

/** The conditions of a trail's branches on audit_logs over its keys ($1, $2, ...). */
export interface Trail {
  branches: string[];
  keys: number;
}

const EXCLUDE_OWN = 'AND user_id IS DISTINCT FROM $1::bigint';

/**
 * A doctor's trail ($1 the doctor's user id, $2 the doctor id): what the account did (also while an
 * admin impersonated it) and what was done to the user or doctor record by anybody else.
 */
export const DOCTOR_TRAIL: Trail = {
  keys: 2,
  branches: [
    'user_id = $1::bigint',
    `subject_type = 'user' AND subject_id = $1::text ${EXCLUDE_OWN}`,
    `subject_type = 'doctor' AND subject_id = $2::text ${EXCLUDE_OWN}`,
  ],
};

/**
 * A patient's trail ($1 the patient id): reads and writes of the record, its orders and subscriptions.
 * The ids are collected first (ARRAY), so each is an index lookup whatever the planner thinks of the
 * number of entries of that subject type.
 */
export const PATIENT_TRAIL: Trail = {
  keys: 1,
  branches: [
    `subject_type = 'patient' AND subject_id = $1::text`,
    `subject_type = 'order' AND subject_id = ANY (ARRAY(SELECT id::text FROM orders WHERE patient_id = $1::bigint))`,
    `subject_type = 'subscription' AND subject_id = ANY (ARRAY(SELECT id::text FROM subscriptions WHERE patient_id = $1::bigint))`,
  ],
};

export const TRAIL_COLUMNS =
  'id, event, user_id, impersonator_id, subject_type, subject_id, ip, details, created_at';

const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/**
 * One statement: the total and one page; parameters: the trail's keys, then the page size and the
 * offset. A page past the end still answers one row (the total, with a null id).
 */
export function trailPageSql({ branches, keys }: Trail): string {
  const [size, offset] = [`$${keys + 1}::int`, `$${keys + 2}::int`];
  const total = branches.map((where) => `(SELECT count(*) FROM audit_logs WHERE ${where})`).join(' + ');
  const merged = branches
    .map(
      (where) =>
        `(SELECT ${TRAIL_COLUMNS} FROM audit_logs WHERE ${where} ${NEWEST_FIRST} LIMIT ${size} + ${offset})`,
    )
    .join(' UNION ALL ');
  return `SELECT counted.total, page.* FROM (SELECT ${total} AS total) counted
    LEFT JOIN LATERAL (SELECT * FROM (${merged}) trail ${NEWEST_FIRST} LIMIT ${size} OFFSET ${offset}) page ON true`;
}
