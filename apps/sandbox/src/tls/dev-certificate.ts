import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCa, makeServerCertificate } from './openssl.js';

export interface DevCertificate {
  /** PEM of the development CA: the trust anchor clients need. */
  readonly caCertificate: string;
  /** Path of ca.pem. */
  readonly caFile: string;
  /** The server's private key and certificate (PEM). */
  readonly key: string;
  readonly cert: string;
}

export const DEFAULT_TLS_DIR = join(tmpdir(), 'portal-sandbox-tls');

/** Renew well before the end, so a running client never meets an expired certificate. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;
const LOCK_WAIT_MS = 20_000;
const STALE_LOCK_MS = 30_000;

/**
 * The HTTPS certificate from tlsDir, made (with the openssl CLI) when missing or about to expire.
 * The CA is kept while valid, so a client that trusted ca.pem before keeps trusting a restarted
 * sandbox, even when its server certificate was renewed. A lock directory keeps parallel starts
 * (test workers) from writing at the same time.
 */
export async function loadDevCertificate(
  tlsDir: string = DEFAULT_TLS_DIR,
  clock: () => Date = () => new Date(),
  extraNames: readonly string[] = [],
): Promise<DevCertificate> {
  await mkdir(tlsDir, { recursive: true, mode: 0o700 });
  const unlock = await lock(tlsDir);
  try {
    // Read the clock only once the lock is held: another start may have just made the files.
    const now = clock();
    if (!(await isUsableCa(tlsDir, now))) {
      await produce(tlsDir, ['ca.pem', 'ca-key.pem'], (workDir) => makeCa(workDir));
    }
    if (!(await isUsableServerCertificate(tlsDir, now, extraNames))) {
      await produce(tlsDir, ['key.pem', 'cert.pem'], (workDir) =>
        makeServerCertificate(workDir, tlsDir, extraNames),
      );
    }
    const [caCertificate, key, cert] = await Promise.all(
      ['ca.pem', 'key.pem', 'cert.pem'].map((name) => readFile(join(tlsDir, name), 'utf8')),
    );
    return { caCertificate, caFile: join(tlsDir, 'ca.pem'), key, cert };
  } finally {
    await unlock();
  }
}

async function isUsableCa(tlsDir: string, now: Date): Promise<boolean> {
  const pems = await readAll(tlsDir, ['ca.pem', 'ca-key.pem']);
  if (!pems) return false;
  try {
    const [caPem, keyPem] = pems as [string, string];
    const ca = new X509Certificate(caPem);
    return ca.ca && validLongEnough(ca, now) && ca.checkPrivateKey(createPrivateKey(keyPem));
  } catch {
    return false;
  }
}

async function isUsableServerCertificate(
  tlsDir: string,
  now: Date,
  extraNames: readonly string[],
): Promise<boolean> {
  const pems = await readAll(tlsDir, ['ca.pem', 'cert.pem', 'key.pem']);
  if (!pems) return false;
  try {
    const [caPem, certPem, keyPem] = pems as [string, string, string];
    const ca = new X509Certificate(caPem);
    const cert = new X509Certificate(certPem);
    return (
      cert.checkIssued(ca) &&
      cert.verify(ca.publicKey) &&
      validLongEnough(cert, now) &&
      cert.checkIP('127.0.0.1') !== undefined &&
      cert.checkHost('localhost') !== undefined &&
      extraNames.every((name) => cert.checkHost(name) !== undefined) &&
      cert.checkPrivateKey(createPrivateKey(keyPem))
    );
  } catch {
    return false;
  }
}

function validLongEnough(certificate: X509Certificate, now: Date): boolean {
  // validFrom has whole seconds: a certificate made this very second may start "after" now.
  return (
    Date.parse(certificate.validFrom) <= now.getTime() + 60_000 &&
    Date.parse(certificate.validTo) - RENEW_BEFORE_MS > now.getTime()
  );
}

async function readAll(dir: string, names: readonly string[]): Promise<string[] | undefined> {
  try {
    return await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Makes files in a scratch directory and moves them into tlsDir only when all of them exist. */
async function produce(tlsDir: string, names: readonly string[], make: (workDir: string) => Promise<void>) {
  const workDir = await mkdtemp(join(tlsDir, '.work-'));
  try {
    await make(workDir);
    for (const name of names) {
      if (name.includes('key')) await chmod(join(workDir, name), 0o600);
      await rename(join(workDir, name), join(tlsDir, name));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function lock(tlsDir: string): Promise<() => Promise<void>> {
  const lockDir = join(tlsDir, '.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lockDir);
      return () => rmdir(lockDir).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockDir).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rmdir(lockDir).catch(() => undefined);
      else if (Date.now() > deadline)
        throw new Error(`Timed out waiting for the TLS lock ${lockDir}`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
