import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('@blueprintjs/icons/package.json');
const generated = join(dirname(packageJson), 'lib', 'esm', 'generated');

/** The installed @blueprintjs/icons version: part of the icons' URL, so a new version never meets an old cache. */
export const blueprintIconsVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string })
  .version;

/**
 * Copies Blueprint's per-icon path modules (`export default [...]`, no imports) into the build as
 * `assets/icons/<version>/<16|20>/<name>.js`, for the per-icon loader in src/app/iconLoader.ts.
 */
export function blueprintIconPaths(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-blueprint-icon-paths',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const size of [16, 20]) {
        const from = join(generated, `${size}px`, 'paths');
        const to = join(outDir, 'assets', 'icons', blueprintIconsVersion, String(size));
        mkdirSync(to, { recursive: true });
        for (const file of readdirSync(from).filter((name) => name.endsWith('.js'))) {
          // Without the source-map comment: the maps are not copied.
          const source = readFileSync(join(from, file), 'utf8').replace(
            /\n\/\/# sourceMappingURL=.*\n?$/,
            '\n',
          );
          writeFileSync(join(to, file), source);
        }
      }
    },
  };
}
