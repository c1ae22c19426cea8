#!/usr/bin/env node
// `npm start`: install if needed, find or start Postgres and Redis, migrate, seed, build, run everything.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { log, run, stopChildren } from './lib/run.mjs';

ensureDependencies();

const { ensureDatabase, ensurePostgres, ensureRedis, redact, stopEmbeddedPostgres } =
  await import('./lib/services.mjs');
const { prepareDatabase, sandboxMollie, startStack } = await import('./lib/stack.mjs');

const ports = {
  api: Number(process.env.PORT ?? 3000),
  sandbox: Number(process.env.SANDBOX_PORT ?? 3001),
  smtp: Number(process.env.SANDBOX_SMTP_PORT ?? 1025),
  mollie: Number(process.env.SANDBOX_MOLLIE_PORT ?? 3443),
};

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) databaseUrl = await ensureDatabase(await ensurePostgres(undefined), 'portal');
const redisUrl = await ensureRedis(process.env.REDIS_URL, { persist: true });
const appUrl = process.env.APP_URL ?? `http://localhost:${ports.api}`;
const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  APP_URL: appUrl,
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`,
  // Mollie's test or live key and endpoint when given; the sandbox's otherwise.
  ...(process.env.MOLLIE_API_URL
    ? {}
    : sandboxMollie(ports, process.env.SANDBOX_TLS_DIR ?? join(tmpdir(), 'portal-sandbox-tls'))),
  LAB_API_URL: process.env.LAB_API_URL ?? `http://127.0.0.1:${ports.sandbox}/lab`,
};

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await stopChildren();
  await stopEmbeddedPostgres();
  process.exit(process.exitCode ?? 0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  log('building (turbo run build)');
  run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  log(`preparing database ${redact(databaseUrl)}`);
  prepareDatabase(env, { demo: true });
  await startStack(env, ports);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  await shutdown();
}
console.log(`
  Portal         ${appUrl}
  GraphQL        ${appUrl}/graphql
  Sandbox inbox  http://localhost:${ports.sandbox}/   (SMTP on 127.0.0.1:${ports.smtp})
  Health         ${appUrl}/health

  Demo accounts: see README.md ("Demo accounts").
  Press Ctrl-C to stop everything.
`);
