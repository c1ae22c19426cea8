import type { EntityManager } from 'typeorm';

/**
 * The next number of a gapless series, inside the caller's transaction: the counter row is created
 * or incremented under its row lock, so concurrent callers queue and a rolled-back transaction
 * gives its number back.
 */
export async function nextInSeries(manager: EntityManager, series: string): Promise<number> {
  const [{ last_value }] = await manager.query<{ last_value: number }[]>(
    `INSERT INTO number_series (series, last_value) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last_value = number_series.last_value + 1
     RETURNING last_value`,
    [series],
  );
  return last_value;
}
