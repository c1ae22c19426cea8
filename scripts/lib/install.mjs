// Installs what the project needs when it is missing: npm packages, Debian's Chromium for browser tests, and
// the EN 16931 validators' runtimes (xmllint, Saxon-HE on a Java runtime) for the e-invoice tests.
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

/** The PDF renderer's browser: Chromium's headless shell (the binary, not Debian's /usr/bin wrapper). */
export function pdfChromiumPath() {
  return process.env.PDF_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
}

/**
 * Installs Debian's chromium (browser tests) and chromium-headless-shell (the PDF renderer) through apt when
 * running as root on Debian; never downloads a browser build.
 */
export function ensureChromium() {
  const path = chromiumPath();
  const wanted = [
    [path, 'chromium'],
    [pdfChromiumPath(), 'chromium-headless-shell'],
  ];
  const missing = () => wanted.filter(([file]) => !existsSync(file)).map(([, name]) => name);
  if (missing().length === 0) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && commandExists('apt-get')) {
    log(`installing Chromium from Debian packages (apt-get install ${missing().join(' ')})`);
    run('apt-get', ['update', '-qq']);
    try {
      run('apt-get', ['install', '-y', '-qq', ...missing()], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      if (missing().includes('chromium')) throw error;
    }
    if (missing().length === 0) return path;
  }
  // The headless shell only makes PDFs faster: without it the renderer uses the full browser (and says so).
  if (existsSync(path)) {
    log(`chromium-headless-shell is missing: PDFs are rendered by ${path}, about twice as slow`);
    return path;
  }
  console.error(
    `Chromium was not found (${missing().join(', ')}). Install it with your package manager (Debian: sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH and PDF_CHROMIUM_PATH.`,
  );
  process.exit(1);
}

/** Where Debian's libsaxonhe-java puts Saxon-HE (XSLT 2.0, which the EN 16931 schematron needs). */
export function saxonJarPath() {
  return process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
}

const EN16931_PACKAGES = ['libxml2-utils', 'libsaxonhe-java', 'default-jre-headless'];

const en16931ToolsPresent = () =>
  commandExists('xmllint') && commandExists('java') && existsSync(saxonJarPath());

/**
 * The e-invoice tests validate every credit note's XML with the official CII XSD (xmllint) and the EN 16931
 * schematron (XSLT 2.0: Saxon-HE on Java). Installs Debian's packages when missing; never downloads anything else.
 */
export function ensureEn16931Validators() {
  if (en16931ToolsPresent()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && commandExists('apt-get')) {
    log(`installing the EN 16931 validators' runtimes from Debian packages (${EN16931_PACKAGES.join(', ')})`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...EN16931_PACKAGES], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (en16931ToolsPresent()) return;
  }
  console.error(
    `The e-invoice tests need xmllint, java and Saxon-HE at ${saxonJarPath()}. Install them (Debian: sudo apt-get install ${EN16931_PACKAGES.join(' ')}) or set SAXON_JAR.`,
  );
  process.exit(1);
}

/** Where Debian's haproxy puts its binary (the multi-process load bench runs it as the load balancer). */
export function haproxyPath() {
  return process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
}

/** Installs Debian's haproxy through apt when missing (only `npm run bench:load -- --api N` needs it). */
export function ensureHaproxy() {
  const path = haproxyPath();
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && commandExists('apt-get')) {
    log('installing HAProxy from Debian packages (apt-get install haproxy)');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  console.error(
    `HAProxy was not found at ${path}. Install it with your package manager (Debian: sudo apt-get install haproxy) or set HAPROXY_PATH.`,
  );
  process.exit(1);
}
