import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDevCertificate } from './dev-certificate.js';

const dirs: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-tls-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadDevCertificate', () => {
  it('makes a CA and a server certificate for 127.0.0.1 and localhost, and writes ca.pem', async () => {
    const dir = await freshDir();
    const made = await loadDevCertificate(dir);
    const ca = new X509Certificate(made.caCertificate);
    const cert = new X509Certificate(made.cert);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(made.caFile).toBe(join(dir, 'ca.pem'));
    expect(await readFile(made.caFile, 'utf8')).toBe(made.caCertificate);
  });

  it('adds the host names asked for (a compose service), renewing a certificate that lacks them', async () => {
    const dir = await freshDir();
    const plain = await loadDevCertificate(dir);
    const named = await loadDevCertificate(dir, undefined, ['sandbox']);
    expect(named.caCertificate).toBe(plain.caCertificate);
    expect(new X509Certificate(named.cert).subjectAltName).toContain('DNS:sandbox');
    expect(new X509Certificate(named.cert).checkHost('sandbox')).toBe('sandbox');
    expect((await loadDevCertificate(dir, undefined, ['sandbox'])).cert).toBe(named.cert);
    await expect(loadDevCertificate(await freshDir(), undefined, ['bad name'])).rejects.toThrow(
      /Not a host name for the sandbox's certificate/,
    );
  });

  it('reuses the files on the next start', async () => {
    const dir = await freshDir();
    const first = await loadDevCertificate(dir);
    const second = await loadDevCertificate(dir);
    expect(second).toEqual(first);
  });

  it('reuses a certificate made in the same second, whose validFrom is rounded', async () => {
    const dir = await freshDir();
    const first = await loadDevCertificate(dir);
    const second = await loadDevCertificate(dir, () => new Date(Date.now() - 2000));
    expect(second.cert).toBe(first.cert);
  });

  it('renews a broken server certificate under the same CA', async () => {
    const dir = await freshDir();
    const first = await loadDevCertificate(dir);
    await writeFile(join(dir, 'cert.pem'), 'not a certificate');
    const second = await loadDevCertificate(dir);
    expect(second.caCertificate).toBe(first.caCertificate);
    expect(second.cert).not.toBe(first.cert);
    expect(new X509Certificate(second.cert).checkIssued(new X509Certificate(second.caCertificate))).toBe(
      true,
    );
  });

  it('renews everything once the CA is about to expire', async () => {
    const dir = await freshDir();
    const first = await loadDevCertificate(dir);
    const later = new Date(
      Date.parse(new X509Certificate(first.caCertificate).validTo) - 24 * 60 * 60 * 1000,
    );
    const second = await loadDevCertificate(dir, () => later);
    expect(second.caCertificate).not.toBe(first.caCertificate);
  });

  it('lets parallel starts share one directory', async () => {
    const dir = await freshDir();
    const all = await Promise.all([1, 2, 3].map(() => loadDevCertificate(dir)));
    expect(new Set(all.map((one) => one.cert)).size).toBe(1);
  });
});
