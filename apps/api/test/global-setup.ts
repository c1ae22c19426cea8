// Once per jest run: a fresh database with every migration and the reference data (unless `npm test`
// prepared it already), and the sandbox: SMTP server + inbox for the mail tests, payment provider for the payments tests.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSandbox } from '@portal/sandbox';

const apiRoot = join(import.meta.dirname, '..');

// One database per checkout (same naming as scripts/lib/services.mjs), so worktrees never collide.
const database = `portal_test_${createHash('sha1').update(join(apiRoot, '../..')).digest('hex').slice(0, 8)}`;

async function freshDatabase(): Promise<string> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  server.pathname = `/${database}`;
  const url = server.toString();
  for (const tool of ['dist/tools/migrate.js', 'dist/database/seeds/run-seeds.js']) {
    const result = spawnSync('node', [join(apiRoot, tool)], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error(`${tool} failed: build the API first (npm run build -w @portal/api)`);
  }
  return url;
}

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  // Jobs of this run stay in this run, even with other checkouts testing against the same Redis.
  process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;
  // Suites share the database but each has queues of its own: a timed sweep in one suite's worker would send
  // another suite's orders. Tests run the sweeps themselves.
  process.env.SCHEDULES_ENABLED = 'false';
  // Two jest workers, their Chromiums and PostgreSQL share two cores: a first render can take longer than the
  // 20 s a user is asked to wait.
  process.env.DOCUMENT_WAIT_MS = '60000';
  if (process.env.TEST_DATABASE_PREPARED !== '1') process.env.DATABASE_URL = await freshDatabase();
  const sandbox = await startSandbox({
    httpPort: 0,
    smtpPort: 0,
    molliePort: 0,
    host: '127.0.0.1',
    tlsDir: join(tmpdir(), 'portal-test-sandbox-tls'),
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${sandbox.smtpPort}`;
  process.env.SANDBOX_URL = `http://127.0.0.1:${sandbox.httpPort}`;
  // Mollie's API as the sandbox serves it (HTTPS, its own certificate, which the API's Mollie client trusts).
  process.env.MOLLIE_API_URL = sandbox.mollieApiUrl;
  process.env.MOLLIE_CA_FILE = sandbox.caFile;
  process.env.LAB_API_URL = `${process.env.SANDBOX_URL}/lab`;
  (globalThis as { __sandbox__?: { close(): Promise<void> } }).__sandbox__ = sandbox;
}
