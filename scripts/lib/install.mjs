// Installs what the project needs when it is missing: npm packages, and Debian's Chromium for browser tests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { commandExists, log, root, run } from './run.mjs';

const stampFile = join(root, 'node_modules', '.install-stamp');

/** `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensureDependencies() {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash) return;
  log('installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stampFile, lockHash);
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Installs Debian's chromium through apt when running as root on Debian; never downloads a browser build. */
export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && commandExists('apt-get')) {
    log('installing Chromium from Debian packages (apt-get install chromium)');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return path;
  }
  console.error(
    `Chromium was not found at ${path}. Install it with your package manager (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
