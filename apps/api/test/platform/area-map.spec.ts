// The README's area table is the map a newcomer reads: one word per area for the API module, the web feature
// folder and the API test folder. This keeps it true: every folder is in it, every folder it names exists, and
// its list of allowed arrows is the order dependency-cruiser enforces.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const { AREA_ORDER } = createRequire(import.meta.url)(join(root, 'apps/api/.dependency-cruiser.cjs')) as {
  AREA_ORDER: string[][];
};

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

interface Row {
  area: string;
  api: string | null;
  web: string | null;
  tests: string | null;
}
const folderOf = (cell: string) => (cell.trim() === '—' ? null : cell.trim().replace(/^`|\/`$/g, ''));
const section = readme.slice(readme.indexOf('### Areas'), readme.indexOf('### Allowed arrows'));
const rows: Row[] = section
  .split('\n')
  .filter((line) => /^\| [a-z][a-z-]* +\|/.test(line))
  .map((line) => {
    const [area, api, web, tests] = line
      .split('|')
      .slice(1, 5)
      .map((cell) => cell.trim());
    return { area, api: folderOf(api), web: folderOf(web), tests: folderOf(tests) };
  });

describe("the README's map of areas", () => {
  it('lists every API area once, with its own name on every side', () => {
    expect(rows.map((row) => row.area)).toEqual(folders('apps/api/src/modules'));
    for (const row of rows) {
      expect(row.api).toBe(row.area);
      for (const other of [row.web, row.tests]) if (other !== null) expect(other).toBe(row.area);
    }
  });

  it('names folders that exist, and every web feature and test folder is an area', () => {
    for (const row of rows) {
      expect([row.area, existsSync(join(root, 'apps/api/src/modules', row.area))]).toEqual([row.area, true]);
      if (row.web)
        expect([row.web, existsSync(join(root, 'apps/web/src/features', row.web))]).toEqual([row.web, true]);
      if (row.tests)
        expect([row.tests, existsSync(join(root, 'apps/api/test', row.tests))]).toEqual([row.tests, true]);
    }
    const web = new Set(rows.flatMap((row) => (row.web ? [row.web] : [])));
    const tests = new Set(rows.flatMap((row) => (row.tests ? [row.tests] : [])));
    expect(folders('apps/web/src/features').filter((name) => !web.has(name))).toEqual([]);
    // Not areas: the GraphQL-wide checks, shared helpers and the platform (processes, queue, events, faults).
    expect(folders('apps/api/test').filter((name) => !tests.has(name))).toEqual([
      'graphql',
      'helpers',
      'platform',
    ]);
  });

  it('shows the allowed arrows in the order dependency-cruiser checks', () => {
    const listed = readme
      .slice(readme.indexOf('<!-- area-order:start -->'), readme.indexOf('<!-- area-order:end -->'))
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .map((line) => [...line.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]));
    expect(listed).toEqual(AREA_ORDER);
  });
});
