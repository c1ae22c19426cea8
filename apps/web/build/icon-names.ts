import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

const require = createRequire(import.meta.url);
const esm = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib', 'esm');
const ICON_NAMES_MODULE = join(esm, 'iconNames.js');

/** Blueprint's icon names (kebab case), read from its generated 16 px enum. */
export function blueprintIconNameList(): string[] {
  const source = readFileSync(join(esm, 'generated', '16px', 'blueprint-icons-16.js'), 'utf8');
  return [...source.matchAll(/\["[A-Za-z0-9]+"\] = "([a-z0-9-]+)";/g)].map((match) => match[1]);
}

// The same derivations as change-case's pascalCase and snakeCase for kebab-case names, without the library.
const pascal = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const upperSnake = (name: string) => name.replace(/-/g, '_').toUpperCase();

/**
 * The module that replaces Blueprint's `iconNames.js`: the same `IconNames` and `IconNamesSet`, built from one
 * comma-separated string. Blueprint's own builds them from its 600-entry enum (27 kB) and change-case, which
 * every screen loaded (about 11 kB gzip) only so the icon loader can check a name.
 */
export function iconNamesModule(names: readonly string[]): string {
  return [
    `const names = ${JSON.stringify(names.join(','))}.split(',');`,
    `const pascal = ${pascal.toString()};`,
    `const upperSnake = ${upperSnake.toString()};`,
    'export const IconNames = Object.fromEntries([',
    '  ...names.map((name) => [pascal(name), name]),',
    '  ...names.map((name) => [upperSnake(name), name]),',
    ']);',
    'export const IconNamesSet = new Set(names);',
  ].join('\n');
}

/** Swaps Blueprint's icon-name tables for `iconNamesModule` in the build (tests keep Blueprint's own). */
export function blueprintIconNames(): Plugin {
  return {
    name: 'portal-blueprint-icon-names',
    apply: 'build',
    load(id) {
      return id === ICON_NAMES_MODULE ? iconNamesModule(blueprintIconNameList()) : null;
    },
  };
}
