import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ALL_ENTITIES } from '../../src/all-entities.js';

const src = join(import.meta.dirname, '../../src');

function entityFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entityFiles(path);
    return entry.name.endsWith('.entity.ts') ? [path] : [];
  });
}

describe('ALL_ENTITIES', () => {
  it('names every @Entity class of every *.entity.ts file, once', async () => {
    const files = entityFiles(src);
    for (const file of files) await import(file);
    const entityTargets = new Set(
      getMetadataArgsStorage()
        .tables.filter((table) => table.type === 'regular')
        .map((table) => table.target),
    );
    const missing = [...entityTargets]
      .filter((target) => typeof target === 'function' && !ALL_ENTITIES.includes(target as never))
      .map((target) => (target as { name: string }).name);
    expect(missing).toEqual([]);
    expect(new Set(ALL_ENTITIES).size).toBe(ALL_ENTITIES.length);
    expect(ALL_ENTITIES.every((entity) => entityTargets.has(entity))).toBe(true);
    expect(files.map((file) => relative(src, file)).length).toBeGreaterThanOrEqual(ALL_ENTITIES.length);
  });
});
