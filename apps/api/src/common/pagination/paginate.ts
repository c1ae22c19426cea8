import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from './paginated.type.js';
import { paginatorInfo } from './paginator-info.type.js';
import type { OrderByClause } from './order-by.input.js';
import { SortOrder } from '@portal/shared-types';

export interface PageRequest<Column extends string> {
  first: number;
  page: number;
  orderBy?: OrderByClause<Column>[] | null;
}

/**
 * Matches counted exactly, at least; past them (and past the page asked for) a list says "mehr als …".
 * Counting every match of a million orders cost ~540 ms a page (bench/admin-lists.mjs); counting up to
 * this many costs a few ms and still gives every page up to 200 of 50 an exact last page.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/**
 * Runs a page of a list in one statement: the rows plus the number of matches, counted in a scalar
 * subquery that stops at max(EXACT_TOTAL_UP_TO, the rows up to this page) + 1. Below that the total is
 * exact; at it, `totalIsLowerBound` says that more follow (deeper pages count deeper, as their
 * offset already reads that far). Only a page past the end (no rows to carry the count) costs a
 * second, counting statement. The query must not join to-many relations (rows would repeat): lists
 * load those through DataLoaders.
 * `columns` maps each orderBy enum value to a SQL expression of the query; `tieBreaker` keeps
 * the order stable between pages when the sorted values repeat.
 */
export async function paginate<Entity extends ObjectLiteral, Column extends string>(
  query: SelectQueryBuilder<Entity>,
  request: PageRequest<Column>,
  options: {
    columns: Record<Column, string>;
    defaultOrder: OrderByClause<Column>[];
    tieBreaker: string;
    /**
     * Lets an index serve the order of NOT NULL columns. Measured per list: for a page over a large
     * share of a big table (a doctor's 380,000 orders) the planner's index walk lost to a sort, 3×.
     */
    indexOrder?: boolean;
    /** Handed the page's raw rows, for columns the query adds beside its entity's (PatientListColumns). */
    onRawRows?: (raw: readonly Record<string, unknown>[]) => void;
  },
): Promise<Page<Entity>> {
  const countUpTo = Math.max(EXACT_TOTAL_UP_TO, request.page * request.first) + 1;
  const bounded = boundedMatches(query, countUpTo);
  const clauses = request.orderBy?.length ? request.orderBy : options.defaultOrder;
  clauses.forEach((clause, index) => {
    const expression = options.columns[clause.column];
    const direction = clause.order === SortOrder.DESC ? 'DESC' : 'ASC';
    // Empty values sort as the smallest (first ascending, last descending). With `indexOrder`, a column
    // that cannot be empty gets no NULLS clause: PostgreSQL's own placement then matches its btree
    // indexes, which can serve the sort (with the clause every page sorts all matching rows).
    const nulls =
      options.indexOrder && isNotNullColumn(query, expression)
        ? undefined
        : direction === 'ASC'
          ? 'NULLS FIRST'
          : 'NULLS LAST';
    if (index === 0) query.orderBy(expression, direction, nulls);
    else query.addOrderBy(expression, direction, nulls);
  });
  query.addOrderBy(options.tieBreaker, 'ASC');

  const { entities, raw } = await query
    .addSelect(
      `(SELECT count(*) FROM (${withoutCtes(bounded).getQuery()}) paginator_matches)`,
      'paginator_total',
    )
    .offset((request.page - 1) * request.first)
    .limit(request.first)
    .getRawAndEntities<{ paginator_total: string }>();
  options.onRawRows?.(raw);
  const matches = raw.length
    ? Number(raw[0].paginator_total)
    : request.page > 1
      ? await countBounded(bounded)
      : 0;
  const lowerBound = matches >= countUpTo;
  return {
    data: entities,
    paginatorInfo: paginatorInfo(
      lowerBound ? countUpTo - 1 : matches,
      request.page,
      request.first,
      entities.length,
      lowerBound,
    ),
  };
}

/** The query's matches, unordered, at most `limit` of them: what the total counts. */
function boundedMatches<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  limit: number,
): SelectQueryBuilder<Entity> {
  return query.clone().select('1').orderBy().offset(undefined).limit(limit);
}

/**
 * The count as a subquery of the page's statement, which defines the query's CTEs (WITH …) once: both
 * read them (a search's matches, materialised, are found once, not once per reader).
 */
function withoutCtes<Entity extends ObjectLiteral>(
  bounded: SelectQueryBuilder<Entity>,
): SelectQueryBuilder<Entity> {
  const embedded = bounded.clone();
  embedded.expressionMap.commonTableExpressions = [];
  return embedded;
}

async function countBounded<Entity extends ObjectLiteral>(
  bounded: SelectQueryBuilder<Entity>,
): Promise<number> {
  const row = await bounded.connection
    .createQueryBuilder()
    .select('count(*)', 'n')
    .from(`(${bounded.getQuery()})`, 'paginator_matches')
    .setParameters(bounded.getParameters())
    .getRawOne<{ n: string }>();
  return Number(row?.n ?? 0);
}

/** Whether `expression` is `alias.property` of an entity column declared NOT NULL. */
function isNotNullColumn(query: SelectQueryBuilder<ObjectLiteral>, expression: string): boolean {
  const match = /^(\w+)\.(\w+)$/.exec(expression);
  if (!match) return false;
  const alias = query.expressionMap.aliases.find((candidate) => candidate.name === match[1]);
  if (!alias?.hasMetadata) return false;
  const column = alias.metadata.findColumnWithPropertyName(match[2]);
  return column !== undefined && !column.isNullable;
}
