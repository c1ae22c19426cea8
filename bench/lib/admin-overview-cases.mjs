// The cases of bench/admin-lists.mjs for the therapist list, the order statistics and the admin
// dashboard: the GraphQL the web sends (read from its Relay artifacts, so it is the very text) and
// the hand-written SQL that answers the same rows or figures.
import { readFileSync } from 'node:fs';

const features = new URL('../../apps/web/src/features/', import.meta.url);

/** The operation text of a Relay artifact of the web. */
function webQuery(path) {
  const artifact = readFileSync(new URL(path, features), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error(`no operation text in ${path}`);
  return JSON.parse(text);
}

const THERAPISTS = webQuery('therapists/list/__generated__/TherapistsResultsQuery.graphql.ts');
const ORDER_STATISTICS = webQuery(
  'orders/admin/statistics/__generated__/OrderStatisticsCardsQuery.graphql.ts',
);
const DASHBOARD = webQuery('admin-dashboard/__generated__/AdminDashboardPageQuery.graphql.ts');
const DASHBOARD_CHARTS = webQuery('admin-dashboard/__generated__/DashboardChartsQuery.graphql.ts');
const BEST_SELLERS = `query ($first: Int!) { bestSellers(first: $first) { quantity item { __typename id name_en } } }`;
const ADMIN_DASHBOARD = `query { adminDashboard { activeSubscriptions pausedSubscriptions totalCustomers customers { lifeCyclePhase total } } }`;

// Berlin month boundaries of now(), as the API computes them from its clock.
const MONTH_START = `(date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`;
const CANCELED = 16; // OrderStatus.Canceled
// bestSellers takes first up to 50 (and the dashboard's query passes its first on): 100 asks for 50.
const upTo50 = (first) => Math.min(first, 50);

const therapistVariables = (
  first,
  { search = null, orderBy = { column: 'CREATED_AT', order: 'DESC' } } = {},
) => ({
  first,
  page: 1,
  search,
  isActive: null,
  onboardingType: null,
  partnershipModelId: null,
  orderBy: [orderBy],
});

/** A page of therapists with everything a row shows: doctor, model, practice figures, open fees, invitation. */
function therapistsSql(first, { search, byName } = {}) {
  const order = byName
    ? `lower(u.last_name || ' ' || u.first_name) ASC NULLS FIRST, u.id`
    : 'u.created_at DESC NULLS LAST, u.id';
  const params = search ? [`%${search.toLowerCase()}%`] : [];
  return {
    text: `WITH page AS (
             SELECT u.id, u.first_name, u.last_name, u.email, u.is_active, u.onboarding_type, u.last_login_at, u.created_at,
                    u.two_factor_confirmed_at, u.partnership_model_id, u.medical_center_id, d.id AS doctor_id, d.accounting_code,
                    i.sent_at, i.expires_at, i.deleted_at AS invitation_deleted_at, count(*) OVER () AS total
             FROM users u JOIN doctors d ON d.user_id = u.id LEFT JOIN doctor_invitations i ON i.receiver_id = u.id
             WHERE u.deleted_at IS NULL
               ${search ? `AND lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE $1` : ''}
             ORDER BY ${order} LIMIT ${first}
           )
           SELECT u.*, m.name AS model, mc.contact_phone_number,
                  (SELECT count(*) FROM patients p WHERE p.medical_center_id = u.medical_center_id) AS patients,
                  (SELECT count(*) FROM orders o WHERE o.medical_center_id = u.medical_center_id AND o.placed_at IS NOT NULL) AS orders,
                  (SELECT coalesce(sum(o.total_price_cents), 0) FROM orders o
                    WHERE o.medical_center_id = u.medical_center_id AND o.payment_status = 'Success') AS revenue_cents,
                  (SELECT coalesce(sum(f.amount_cents), 0) FROM consulting_fees f
                    WHERE f.medical_center_id = u.medical_center_id AND f.status = 'Unpaid' AND f.credit_note_id IS NULL) AS open_fee_cents
           FROM page u LEFT JOIN partnership_models m ON m.id = u.partnership_model_id
           LEFT JOIN medical_centers mc ON mc.id = u.medical_center_id
           ORDER BY ${order}`,
    params,
  };
}

/** This month until now against the same span of last month (capped at its end), cancelled orders left out. */
const orderStatisticsSql = () => ({
  text: `WITH span AS (
           SELECT ${MONTH_START} AS month_start, ${MONTH_START} - interval '1 month' AS previous_start,
                  least(${MONTH_START} - interval '1 month' + (now() - ${MONTH_START}), ${MONTH_START}) AS previous_end)
         SELECT count(*) FILTER (WHERE o.placed_at >= s.month_start) AS count,
                coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at >= s.month_start), 0) AS sum_cents,
                count(*) FILTER (WHERE o.placed_at < s.previous_end) AS previous_count,
                coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at < s.previous_end), 0) AS previous_sum_cents
         FROM span s JOIN orders o ON o.placed_at >= s.previous_start AND o.placed_at <= now() AND o.status <> ${CANCELED}`,
  params: [],
});

const bestSellersSql = (first) => ({
  text: `SELECT i.item_id, si.name_en, sum(i.quantity)::int AS quantity
         FROM orders o JOIN order_items i ON i.order_id = o.id JOIN shop_items si ON si.id = i.item_id
         WHERE o.placed_at >= ${MONTH_START} AND o.placed_at <= now() AND o.payment_status = 'Success' AND o.status <> ${CANCELED}
         GROUP BY i.item_id, si.name_en ORDER BY quantity DESC, i.item_id LIMIT ${first}`,
  params: [],
});

/** Subscriptions per status, and the practices' patients by the status of their newest subscription. */
const adminDashboardSql = () => ({
  text: `WITH latest AS (
           SELECT DISTINCT ON (s.patient_id) s.patient_id, s.status FROM subscriptions s
           ORDER BY s.patient_id, s.created_at DESC, s.id DESC)
         SELECT (SELECT count(*) FROM subscriptions WHERE status = 'active') AS active_subscriptions,
                (SELECT count(*) FROM subscriptions WHERE status = 'paused') AS paused_subscriptions,
                (SELECT count(*) FROM patients WHERE medical_center_id IS NOT NULL) AS customers,
                count(*) FILTER (WHERE l.status = 'active') AS active, count(*) FILTER (WHERE l.status = 'paused') AS paused,
                count(*) FILTER (WHERE l.status = 'canceled') AS canceled
         FROM latest l JOIN patients p ON p.id = l.patient_id AND p.medical_center_id IS NOT NULL`,
  params: [],
});

/** The charts' orders per Berlin day of this and last month, summed over the orders (cancelled left out). */
const ordersPerDaySql = () => ({
  text: `WITH bounds AS (
           SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Berlin')::date AS month_start,
                  (now() AT TIME ZONE 'Europe/Berlin')::date AS today),
         days AS (
           SELECT d::date AS day FROM bounds,
             generate_series(bounds.month_start - interval '1 month', bounds.today, interval '1 day') AS d)
         SELECT days.day, count(o.id)::int AS orders,
                coalesce(sum(o.total_price_cents) FILTER (WHERE o.payment_status = 'Success'), 0) AS revenue_cents
         FROM days LEFT JOIN orders o
           ON o.placed_at >= days.day::timestamp AT TIME ZONE 'Europe/Berlin'
          AND o.placed_at < (days.day + 1)::timestamp AT TIME ZONE 'Europe/Berlin'
          AND o.placed_at <= now() AND o.status <> ${CANCELED}
         GROUP BY days.day ORDER BY days.day`,
  params: [],
});

/** The charts' subscriptions active and paused at the end of each of the last 12 Berlin weeks. */
const subscriptionsPerWeekSql = () => ({
  text: `WITH weeks AS (
           SELECT w::date AS week_start, least((w::date + 7)::timestamp AT TIME ZONE 'Europe/Berlin', now()) AS at
           FROM generate_series(date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') - interval '11 weeks',
                                date_trunc('week', now() AT TIME ZONE 'Europe/Berlin'), interval '1 week') AS w)
         SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
                count(s.id) FILTER (WHERE s.paused_at IS NULL OR s.paused_at >= weeks.at)::int AS active,
                count(s.id) FILTER (WHERE s.paused_at < weeks.at)::int AS paused
         FROM weeks LEFT JOIN subscriptions s ON s.start_date < weeks.at AND (s.canceled_at IS NULL OR s.canceled_at >= weeks.at)
         GROUP BY weeks.week_start ORDER BY weeks.week_start`,
  params: [],
});

/** The dashboard's latest orders: the orders list's first page with who created each. */
const latestOrdersSql = (first) => ({
  text: `WITH page AS (
           SELECT o.id, o.order_number, o.created_at, o.status, o.payment_status, o.total_price_cents, o.patient_id,
                  o.created_by_user_id
           FROM orders o WHERE o.placed_at IS NOT NULL ORDER BY o.created_at DESC NULLS LAST, o.id LIMIT ${first}
         )
         SELECT o.*, p.first_name, p.last_name, u.first_name AS creator_first_name, u.last_name AS creator_last_name
         FROM page o JOIN patients p ON p.id = o.patient_id LEFT JOIN users u ON u.id = o.created_by_user_id
         ORDER BY o.created_at DESC NULLS LAST, o.id`,
  params: [],
});

// What each answer is compared by: the rows' ids, or the figures.
const userIds = (data) => data.users.data.map((row) => row.id);
const dashboardFigures = ({ adminDashboard: d }) => [
  d.activeSubscriptions,
  d.pausedSubscriptions,
  d.totalCustomers,
  ...d.customers.map((phase) => phase.total).sort((a, b) => a - b),
];
const dashboardSqlFigures = ([row]) => {
  const [active, paused, canceled] = [row.active, row.paused, row.canceled].map(Number);
  const non = Number(row.customers) - active - paused - canceled;
  return [
    row.active_subscriptions,
    row.paused_subscriptions,
    row.customers,
    ...[active, paused, canceled, non].sort((a, b) => a - b),
  ];
};

/** The therapist list, order statistics and dashboard cases. */
export function adminOverviewCases() {
  const cases = [
    ...[10, 100].map((pageSize) => ({
      name: `users: page 1 of ${pageSize} (newest first)`,
      pageSize,
      query: THERAPISTS,
      variables: (first) => therapistVariables(first),
      sql: (first) => therapistsSql(first),
      idsOf: userIds,
    })),
    {
      name: 'users: search "doctor 12"',
      query: THERAPISTS,
      variables: (first) => therapistVariables(first, { search: 'doctor 12' }),
      sql: (first) => therapistsSql(first, { search: 'doctor 12' }),
      idsOf: userIds,
    },
    {
      name: 'users: orderBy NAME ASC',
      query: THERAPISTS,
      variables: (first) => therapistVariables(first, { orderBy: { column: 'NAME', order: 'ASC' } }),
      sql: (first) => therapistsSql(first, { byName: true }),
      idsOf: userIds,
    },
    {
      name: 'orderStatistics',
      query: ORDER_STATISTICS,
      variables: () => ({}),
      sql: () => orderStatisticsSql(),
      idsOf: ({ orderStatistics: s }) => [s.placedOrdersCount, Math.round(s.placedOrdersSum * 100)],
      sqlIdsOf: ([row]) => [row.count, row.sum_cents],
    },
    {
      name: 'bestSellers',
      query: BEST_SELLERS,
      variables: (first) => ({ first: upTo50(first) }),
      sql: (first) => bestSellersSql(upTo50(first)),
      idsOf: (data) => data.bestSellers.map((seller) => `${seller.item.id}:${seller.quantity}`),
      sqlIdsOf: (rows) => rows.map((row) => `${row.item_id}:${row.quantity}`),
    },
    {
      name: 'adminDashboard',
      query: ADMIN_DASHBOARD,
      variables: () => ({}),
      sql: () => adminDashboardSql(),
      idsOf: dashboardFigures,
      sqlIdsOf: dashboardSqlFigures,
    },
    {
      name: 'dashboard charts (web query: per day, per week)',
      query: DASHBOARD_CHARTS,
      variables: () => ({}),
      sql: () => ({ parts: [ordersPerDaySql(), subscriptionsPerWeekSql()] }),
      idsOf: (data) =>
        data.adminSubscriptionsPerWeek.map((week) => `${week.weekStart}:${week.active}:${week.paused}`),
      sqlIdsOf: (rows) => rows.map((week) => `${week.week_start}:${week.active}:${week.paused}`),
    },
    {
      name: 'dashboard page (web query: all three)',
      query: DASHBOARD,
      variables: (first) => ({ first: upTo50(first) }),
      // The page's three parts one after the other on one connection.
      sql: (first) => ({
        parts: [adminDashboardSql(), bestSellersSql(upTo50(first)), latestOrdersSql(upTo50(first))],
      }),
      idsOf: (data) => data.orders.data.map((row) => row.id),
      sqlIdsOf: (rows) => rows.map((row) => row.id),
    },
  ];
  const explains = [
    { title: 'of the users page (hand-written, 50)', ...therapistsSql(50) },
    { title: 'of the order statistics (hand-written)', ...orderStatisticsSql() },
    { title: 'of the best sellers (hand-written, 50)', ...bestSellersSql(50) },
    { title: 'of the admin dashboard figures (hand-written)', ...adminDashboardSql() },
  ];
  return { cases, explains };
}
