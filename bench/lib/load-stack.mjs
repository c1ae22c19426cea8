// The processes of bench/load.mjs, as scripts/e2e-server.mjs runs them: the sandbox (SMTP, payment
// provider, lab), the built API and its workers, on ports of their own, the API pointed at the sandbox.
// Without `apis`, one API process answers on ports.api itself; with `apis: N`, N processes answer on the
// ports after it (ports.api + 10 …) behind HAProxy on ports.api (bench/lib/load-balancer.mjs).
// stopStack() ends every child started here; a Ctrl-C does so too before the script exits.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, stop } from './api-process.mjs';
import { waitForApi } from './api-session.mjs';
import { startBalancer } from './load-balancer.mjs';

const root = new URL('../..', import.meta.url).pathname;
// The lab callback secret api-process.mjs gives the API; the sandbox's lab signs with it.
const WEBHOOK_SECRET = 'benchmark-not-a-secret';
const others = [];
/** The API processes and workers: { start(), child, url? }, so that one can be killed and started again. */
const processes = { api: [], worker: [] };
// Several processes starting at once on two busy cores take longer than one.
const START_TIMEOUT_MS = 90_000;

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startStack({ ports, databaseUrl, redisPrefix, apis = 0, workers = 1 }) {
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
  others.push(sandbox);
  for (let i = 0; !((await portOpen(ports.sandbox)) && (await portOpen(ports.mollie))); i += 1) {
    if (i > 100 || sandbox.exitCode !== null) throw new Error('the sandbox did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const balanced = apis > 0;
  const env = {
    // Behind the balancer too: lab callbacks, webhooks and mailed links reach whichever process is up.
    APP_URL: apiUrl,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MOLLIE_API_URL: `https://127.0.0.1:${ports.mollie}/v2/`,
    MOLLIE_CA_FILE: join(tlsDir, 'ca.pem'),
    LAB_API_URL: `${sandboxUrl}/lab`,
    // The patients' browsers name their own addresses (X-Forwarded-For): per-IP limits count each apart.
    // HAProxy on this host adds the address it saw after them, so loopback is what the API trusts.
    TRUST_PROXY: 'loopback',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
  const apiPorts = balanced ? Array.from({ length: apis }, (_, i) => ports.api + 10 + i) : [ports.api];
  for (const port of apiPorts) {
    const start = () => startApi({ port, databaseUrl, redisPrefix, env, detached: balanced });
    processes.api.push({ start, child: start(), url: `http://127.0.0.1:${port}` });
  }
  // The workers listen on nothing.
  for (let i = 0; i < workers; i += 1) {
    const start = () =>
      startApi({ port: ports.api, databaseUrl, redisPrefix, env, entry: 'worker.js', detached: balanced });
    processes.worker.push({ start, child: start() });
  }
  await Promise.all(processes.api.map(({ child, url }) => waitForApi(child, url, START_TIMEOUT_MS)));
  if (balanced) others.push(await startBalancer(ports.api, apiPorts));
  return { apiUrl, sandboxUrl };
}

/**
 * Kills API process or worker `index` of `kind` with SIGKILL (its process group: a worker's Chromium too),
 * calls `onExit` once it is gone (a dying process's sockets live until the kernel has torn it down), starts it
 * again after `downMs` and, for an API process, waits until it answers.
 */
export async function killAndRestart(kind, index, downMs, onExit = () => {}) {
  const entry = processes[kind][index];
  const exited = new Promise((resolve) => entry.child.once('exit', resolve));
  process.kill(-entry.child.pid, 'SIGKILL');
  await exited;
  onExit();
  await new Promise((resolve) => setTimeout(resolve, downMs));
  entry.child = entry.start();
  if (entry.url) await waitForApi(entry.child, entry.url, START_TIMEOUT_MS);
}

export async function stopStack() {
  const children = [...processes.api.splice(0), ...processes.worker.splice(0)].map(({ child }) => child);
  await Promise.all([...others.splice(0), ...children].map(stop));
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
