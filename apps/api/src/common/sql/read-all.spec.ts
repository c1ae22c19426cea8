import type { EntityManager } from 'typeorm';
import { readAll } from './read-all.js';

/** Two reads that each note when they start and end, the first one slower. */
function tracedReads(trace: string[]) {
  const read = (name: string, ms: number, value: number) => async () => {
    trace.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    trace.push(`${name} end`);
    return value;
  };
  return [read('a', 20, 1), read('b', 1, 2)] as const;
}

describe('readAll', () => {
  it('runs the reads at once on the pool (no transaction)', async () => {
    const trace: string[] = [];
    const pool = {} as EntityManager;
    expect(await readAll(pool, tracedReads(trace))).toEqual([1, 2]);
    expect(trace).toEqual(['a start', 'b start', 'b end', 'a end']);
  });

  it("runs them one after another on a transaction's connection, results in order", async () => {
    const trace: string[] = [];
    const transaction = { queryRunner: {} } as EntityManager;
    expect(await readAll(transaction, tracedReads(trace))).toEqual([1, 2]);
    expect(trace).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
