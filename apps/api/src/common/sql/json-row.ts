import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

/**
 * Column types whose `to_json` value is what the pg driver hands TypeORM for the column (a string, a number,
 * a boolean, parsed JSON), or what TypeORM's hydration turns into it (a timestamp's ISO text into a Date).
 */
const AS_JSON = new Set([
  'uuid',
  'character varying',
  'varchar',
  'character',
  'char',
  'text',
  'enum',
  'smallint',
  'integer',
  'int',
  'boolean',
  'date',
  'timestamp with time zone',
  'timestamptz',
  'json',
  'jsonb',
]);
/** Types the pg driver reads as strings (beyond 2^53 or exact decimals), where `to_json` would give a number. */
const AS_TEXT = new Set(['bigint', 'int8', 'numeric', 'decimal']);

/** PostgreSQL caps a function's arguments at 100: json_build_object takes 50 columns. */
const MAX_COLUMNS = 50;

/**
 * A `json_build_object` of the given properties of `alias`'s row, keyed by column name, or null when a column's
 * type is not one whose JSON value hydrates exactly as the driver's (then the caller reads the rows itself).
 * Lets one statement carry another table's row per result row, as a scalar subquery (read back with
 * `entityFromJson`).
 */
export function jsonRowExpression(
  dataSource: DataSource,
  metadata: EntityMetadata,
  alias: string,
  properties: readonly string[],
): string | null {
  if (properties.length > MAX_COLUMNS) return null;
  const pairs: string[] = [];
  for (const property of properties) {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) return null;
    const type = dataSource.driver.normalizeType(column);
    const qualified = `"${alias}"."${column.databaseName}"`;
    if (AS_TEXT.has(type)) pairs.push(`'${column.databaseName}', ${qualified}::text`);
    else if (AS_JSON.has(type) && !column.isArray) pairs.push(`'${column.databaseName}', ${qualified}`);
    else return null;
  }
  return `json_build_object(${pairs.join(', ')})`;
}

/** The entity a `jsonRowExpression` object describes, hydrated as TypeORM hydrates a row (types, transformers). */
export function entityFromJson<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  metadata: EntityMetadata,
  json: Record<string, unknown>,
): Entity {
  const entity = metadata.create(undefined, { fromDeserializer: true }) as Entity;
  for (const [name, value] of Object.entries(json)) {
    const column: ColumnMetadata | undefined = metadata.findColumnWithDatabaseName(name);
    if (column) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(value, column));
  }
  return entity;
}
