import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin } from 'vite';

// Text files worth compressing; images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this size the encoding headers cost more than they save.
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels (done once). */
export function precompressBuild(outDir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

/** The vite plugin: precompresses the bundle after it is written, so the API serves files as they are. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const { files, bytes, brotliBytes } = precompressBuild(outDir);
      this.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} kB → ${Math.round(brotliBytes / 1024)} kB brotli`,
      );
    },
  };
}
