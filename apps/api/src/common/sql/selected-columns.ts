import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Selection } from '../graphql/selection.js';

/** What a list must load of an entity besides the columns its GraphQL fields are named after. */
export interface ColumnNeeds {
  /** Loaded whatever is selected: the primary key and what loaders and field resolvers read of a row. */
  always: readonly string[];
  /** GraphQL fields that are not columns (getters, field resolvers), with the columns each reads. */
  fields?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The properties of the columns a selection needs: each selected field that is a column, the
 * columns `needs` names. Null (load every column, as an entity query does) as soon as one selected
 * field is neither a column nor described in `needs`: a field nobody described never sees a
 * half-loaded row.
 */
export function columnsForSelection(
  metadata: EntityMetadata,
  selected: Iterable<string>,
  needs: ColumnNeeds,
): string[] | null {
  const columns = new Set(needs.always);
  for (const field of selected) {
    const described = needs.fields?.[field];
    const isColumn = metadata.findColumnWithPropertyName(field) !== undefined;
    if (!described && !isColumn) return null;
    if (isColumn) columns.add(field);
    described?.forEach((column) => columns.add(column));
  }
  return [...columns];
}

/** `alias.property` of each column, for a query builder's select(). */
export function qualified(alias: string, columns: readonly string[]): string[] {
  return columns.map((column) => `${alias}.${column}`);
}

/**
 * Narrows `query` to the columns of its main alias that `selection` shows (columnsForSelection);
 * without a selection, or when it cannot tell, the query keeps reading whole rows.
 */
export function selectShown<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  selection: Selection | undefined,
  needs: ColumnNeeds,
): SelectQueryBuilder<Entity> {
  if (!selection) return query;
  const { name, metadata } = query.expressionMap.mainAlias!;
  const columns = columnsForSelection(metadata, selection.fieldNames(), needs);
  return columns ? query.select(qualified(name, columns)) : query;
}
