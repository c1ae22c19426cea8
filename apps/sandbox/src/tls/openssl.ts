import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Our own configuration, so neither the system's openssl.cnf nor OPENSSL_CONF changes the certificates.
const CONFIG = `[req]
distinguished_name = dn
prompt = no
[dn]
CN = Portal Sandbox
[ca_ext]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[server_ext]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = IP:127.0.0.1, IP:0:0:0:0:0:0:0:1, DNS:localhost{{EXTRA_NAMES}}
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
export const CA_DAYS = 3650;
export const SERVER_DAYS = 397;

async function openssl(workDir: string, args: readonly string[]): Promise<void> {
  try {
    await run('openssl', [...args], { cwd: workDir, env: { ...process.env, OPENSSL_CONF: '' } });
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'the openssl command is not installed'
        : String((error as { stderr?: unknown }).stderr ?? error).trim();
    throw new Error(`Could not make the sandbox's TLS certificate: ${reason}`, { cause: error });
  }
}

async function writeConfig(workDir: string, extraNames: readonly string[] = []): Promise<string> {
  const path = join(workDir, 'openssl.cnf');
  await writeFile(
    path,
    CONFIG.replace('{{EXTRA_NAMES}}', extraNames.map((name) => `, DNS:${name}`).join('')),
  );
  return path;
}

/** Host names a certificate may carry besides localhost (a compose service name): letters, digits, dots, dashes. */
export const TLS_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A development CA: ca.pem and ca-key.pem in workDir. */
export async function makeCa(workDir: string): Promise<void> {
  const config = await writeConfig(workDir);
  await openssl(workDir, [
    'req', '-x509', '-config', config, '-extensions', 'ca_ext', ...EC_KEY,
    '-keyout', 'ca-key.pem', '-out', 'ca.pem', '-days', String(CA_DAYS),
    '-subj', '/CN=Portal Sandbox Development CA',
  ]); // prettier-ignore
}

/**
 * A server certificate for 127.0.0.1, ::1, localhost and `extraNames`, issued by the CA in caDir: key.pem and
 * cert.pem in workDir.
 */
export async function makeServerCertificate(
  workDir: string,
  caDir: string,
  extraNames: readonly string[] = [],
): Promise<void> {
  for (const name of extraNames)
    if (!TLS_NAME.test(name)) throw new Error(`Not a host name for the sandbox's certificate: "${name}"`);
  const config = await writeConfig(workDir, extraNames);
  await openssl(workDir, [
    'req', '-new', '-config', config, ...EC_KEY,
    '-keyout', 'key.pem', '-out', 'server.csr', '-subj', '/CN=localhost',
  ]); // prettier-ignore
  await openssl(workDir, [
    'x509', '-req', '-in', 'server.csr', '-CA', join(caDir, 'ca.pem'), '-CAkey', join(caDir, 'ca-key.pem'),
    '-set_serial', `0x${randomBytes(16).toString('hex')}`, '-days', String(SERVER_DAYS),
    '-extfile', config, '-extensions', 'server_ext', '-out', 'cert.pem',
  ]); // prettier-ignore
}
