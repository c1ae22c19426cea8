// Shared by backup.mjs and restore.mjs: run pg_dump/pg_restore against a connection URL without putting its
// password on a command line or in the output. Failures throw StepFailed, so the caller can stop what it started.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { commandExists, StepFailed } from './run.mjs';
import { redact } from './services.mjs';

/** A path given on the command line, relative to where the user typed it (npm run moves to the repo root). */
export function userPath(path) {
  const npmScript = ['backup', 'restore'].includes(process.env.npm_lifecycle_event ?? '');
  return resolve((npmScript && process.env.INIT_CWD) || process.cwd(), path);
}

/** The URL without its password, and the environment that carries the password instead (PGPASSWORD). */
export function connectionOf(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client tool against `url`; its output passes through. */
export function runTool(tool, args, url) {
  requireTool(tool);
  const { dbname, env } = connectionOf(url);
  const result = spawnSync(tool, [...args, `--dbname=${dbname}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new StepFailed(`${tool} failed (exit ${result.status ?? result.signal}) on ${redact(url)}`);
}

/** pg_dump refuses a newer server; say which client version is needed instead of its bare error. */
export async function requireClientFor(tool, url) {
  requireTool(tool);
  // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
  const client = Number(
    /\(PostgreSQL\) (\d+)/.exec(spawnSync(tool, ['--version'], { encoding: 'utf8' }).stdout)?.[1],
  );
  const server = Math.floor(Number(await queryValue(url, 'SHOW server_version_num')) / 10000);
  if (client < server)
    throw new StepFailed(
      `${tool} ${client} cannot work with PostgreSQL ${server} (${redact(url)}): put the client tools of version ${server} ` +
        `or newer first on the PATH (Debian: postgresql-client-${server} from apt.postgresql.org).`,
    );
}

function requireTool(tool) {
  if (!commandExists(tool))
    throw new StepFailed(
      `${tool} is not on the PATH: install the PostgreSQL client tools (Debian: postgresql-client).`,
    );
}

/** The first column of the first row of a query. */
export async function queryValue(url, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return Object.values((await client.query(sql)).rows[0] ?? {})[0];
  } catch (error) {
    throw new StepFailed(`cannot query ${redact(url)}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function sizeOf(path) {
  const bytes = statSync(path).size;
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
