// The built API (or worker) started as a child process against a benchmark database, in production
// mode as deployed (graphql-js skips its development checks, logs are JSON lines).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_OPERATOR } from '../../apps/api/dist/config/operator.schema.js';
import { apiSession, waitForApi } from './api-session.mjs';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Counting statements (SQL_STATEMENT_HEADER) needs a per-request AsyncLocalStorage, which costs every
 * promise a little: benchmarks count in one process and time in another without it. `nodeArgs` go to
 * node itself (--cpu-prof for a profile). `detached`: a process group of its own, so that a kill of the
 * group (bench/load.mjs --chaos) takes the worker's Chromium with it, as a machine's crash would.
 */
/** The session secret the benchmark's API processes sign cookies with (bench/lib/floor-server.mjs checks them). */
export const BENCH_SESSION_SECRET = 'benchmark-session-secret-not-a-secret-0123';

export function startApi({
  port,
  databaseUrl,
  redisPrefix,
  countStatements = false,
  entry = 'main.js',
  env = {},
  nodeArgs = [],
  detached = false,
}) {
  return spawn('node', [...nodeArgs, join(root, 'apps/api/dist', entry)], {
    env: {
      ...process.env,
      // Production refuses to start without the operator's data: the demo operator's will do here.
      ...DEMO_OPERATOR,
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${port}`,
      APP_KEY: 'benchmark-app-key-not-a-secret-0123456789',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      MOLLIE_API_KEY: 'test_benchmarkNotAKey0000000000000000',
      LAB_API_KEY: 'benchmark-not-a-key',
      LAB_WEBHOOK_SECRET: 'benchmark-not-a-secret',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      SQL_STATEMENT_HEADER: String(countStatements),
      REDIS_PREFIX: redisPrefix,
      ...env,
    },
    // BENCH_LOG_DIR keeps each process's JSON log lines (one file per entry and port, appended across restarts).
    stdio: ['ignore', logFile(entry, port), 'inherit'],
    detached,
  });
}

function logFile(entry, port) {
  const dir = process.env.BENCH_LOG_DIR;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, `${entry.replace(/\.js$/, '')}-${port}-${process.pid}.log`), 'a');
}

/** Stops a child started here and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Runs `work(sessions, child)` against a freshly started API process; `logins` maps a name to
 * `{ email, password }` and each becomes a `graphql(query, variables)` of `sessions` that logs in on
 * its first request (a session logged in long before its first use was seen to come back
 * unauthenticated under load); its `download(path)`, `downloadBytes(path)` and `response(path)` are
 * the session's.
 */
export async function withApi(options, logins, work) {
  const api = startApi(options);
  try {
    const baseUrl = `http://127.0.0.1:${options.port}`;
    await waitForApi(api, baseUrl);
    const sessions = {};
    for (const [name, { email, password }] of Object.entries(logins)) {
      let session;
      const open = () => (session ??= apiSession(baseUrl, email, password));
      sessions[name] = async (query, variables) => (await open())(query, variables);
      sessions[name].download = async (path) => (await open()).download(path);
      sessions[name].downloadBytes = async (path) => (await open()).downloadBytes(path);
      sessions[name].response = async (path) => (await open()).response(path);
      sessions[name].headers = async () => (await open()).headers();
    }
    return await work(sessions, api);
  } finally {
    await stop(api);
  }
}
