// The processes of bench/load.mjs, as scripts/e2e-server.mjs runs them: the sandbox (SMTP, payment
// provider, lab), the built API and one worker, on ports of their own, the API pointed at the sandbox.
// stopStack() ends every child started here; a Ctrl-C does so too before the script exits.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, stop } from './api-process.mjs';
import { waitForApi } from './api-session.mjs';

const root = new URL('../..', import.meta.url).pathname;
// The lab callback secret api-process.mjs gives the API; the sandbox's lab signs with it.
const WEBHOOK_SECRET = 'benchmark-not-a-secret';
const children = [];

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startStack({ ports, databaseUrl, redisPrefix }) {
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const tlsDir = join(tmpdir(), `portal-bench-tls-${ports.mollie}`);
  const sandbox = spawn('node', [join(root, 'apps/sandbox/dist/main.js')], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_SMTP_PORT: String(ports.smtp),
      SANDBOX_MOLLIE_PORT: String(ports.mollie),
      SANDBOX_TLS_DIR: tlsDir,
      SANDBOX_LAB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(sandbox);
  for (let i = 0; !((await portOpen(ports.sandbox)) && (await portOpen(ports.mollie))); i += 1) {
    if (i > 100 || sandbox.exitCode !== null) throw new Error('the sandbox did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const env = {
    APP_URL: apiUrl,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MOLLIE_API_URL: `https://127.0.0.1:${ports.mollie}/v2/`,
    MOLLIE_CA_FILE: join(tlsDir, 'ca.pem'),
    LAB_API_URL: `${sandboxUrl}/lab`,
    // The patients' browsers name their own addresses (X-Forwarded-For): per-IP limits count each apart.
    TRUST_PROXY: 'loopback',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
  const options = { port: ports.api, databaseUrl, redisPrefix, env };
  const api = startApi(options);
  children.push(api);
  // The worker listens on nothing; APP_URL stays the API's (lab callbacks and mailed links point there).
  children.push(startApi({ ...options, entry: 'worker.js' }));
  await waitForApi(api, apiUrl);
  return { apiUrl, sandboxUrl };
}

export async function stopStack() {
  await Promise.all(children.splice(0).map(stop));
}

/** On Ctrl-C (or SIGTERM): stop the children, then `cleanup`, then exit. */
export function stopOnSignal(cleanup) {
  const onSignal = async (signal) => {
    console.log(`\n${signal}: stopping the processes started here`);
    await stopStack();
    await cleanup?.();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
