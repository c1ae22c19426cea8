import DataLoader from 'dataloader';

/**
 * One registry per GraphQL request: resolvers of list items fetch their relations through a
 * named loader, so a page of any size costs one statement per relation.
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();
  private readonly known = new Map<string, Map<unknown, unknown>>();

  get<Key, Value>(name: string, batch: DataLoader.BatchLoadFn<Key, Value>): DataLoader<Key, Value> {
    let loader = this.loaders.get(name) as DataLoader<Key, Value> | undefined;
    if (!loader) {
      loader = new DataLoader<Key, Value>(batch, { maxBatchSize: 1000 });
      this.loaders.set(name, loader);
    }
    return loader;
  }

  /**
   * Hands the loader `name` the value of `key` that a statement already read (a list's own columns), so that
   * `loadOrKnown` answers it at once: a page of rows then resolves without a promise per row.
   */
  prime<Key, Value>(name: string, key: Key, value: Value): void {
    let values = this.known.get(name);
    if (!values) this.known.set(name, (values = new Map()));
    values.set(key, value);
  }

  /** The value primed under `name` for `key`, else the batch's promise of it (see `get`). */
  loadOrKnown<Key, Value>(
    name: string,
    batch: DataLoader.BatchLoadFn<Key, Value>,
    key: Key,
  ): Value | Promise<Value> {
    const values = this.known.get(name);
    if (values?.has(key)) return values.get(key) as Value;
    return this.get(name, batch).load(key);
  }
}

/** Orders the rows of a batch like its keys; a missing row becomes null. */
export function byKeys<Key, Row>(
  keys: readonly Key[],
  rows: Row[],
  keyOf: (row: Row) => Key,
): (Row | null)[] {
  const index = new Map(rows.map((row) => [keyOf(row), row] as const));
  return keys.map((key) => index.get(key) ?? null);
}

/** Groups the rows of a batch under their keys; a key without rows gets an empty list. */
export function groupByKeys<Key, Row>(keys: readonly Key[], rows: Row[], keyOf: (row: Row) => Key): Row[][] {
  const groups = new Map<Key, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}
