import type { EntityManager } from 'typeorm';

type Results<Reads extends readonly (() => unknown)[]> = {
  -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>>;
};

/**
 * Runs independent reads at once on the pool, but one after another inside a transaction: a transaction holds one
 * connection, and a connection runs one query at a time (pg 8 queues the rest and warns; pg 9 refuses them).
 */
export async function readAll<const Reads extends readonly (() => unknown)[]>(
  manager: EntityManager,
  reads: Reads,
): Promise<Results<Reads>> {
  if (!manager.queryRunner) return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
