// The total of a list page as the API counts it (apps/api/src/common/pagination/paginate.ts): the
// matches up to 10,001, in a scalar subquery of the page's statement. The hand-written SQL beside the
// API uses it so that both do the same work.
export const EXACT_TOTAL_UP_TO = 10_000;

/** `fromWhere`: the list's FROM and WHERE, e.g. "orders o WHERE o.placed_at IS NOT NULL". */
export const boundedTotal = (fromWhere, upTo = EXACT_TOTAL_UP_TO) =>
  `(SELECT count(*) FROM (SELECT 1 FROM ${fromWhere} LIMIT ${upTo + 1}) m) AS total`;
