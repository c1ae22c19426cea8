import type { EntityMetadata } from 'typeorm';

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
