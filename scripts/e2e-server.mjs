#!/usr/bin/env node
// The real stack for Playwright: a fresh `portal_e2e` database and Redis namespace, sandbox, API (serving the built
// SPA) and worker. Playwright starts it as its webServer and stops it when the run ends. Expects `turbo run build`
// to have run.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminUrlOf,
  checkoutDatabaseName,
  clearRedisPrefix,
  ensureDatabase,
  ensurePostgres,
  ensureRedis,
  stopEmbeddedPostgres,
} from './lib/services.mjs';
import { prepareDatabase, sandboxMollie, startStack } from './lib/stack.mjs';
import { stopChildren } from './lib/run.mjs';

// Ports and database may be moved (E2E_*) so that two checkouts can run their journeys at the same time.
const ports = {
  api: Number(process.env.E2E_PORT ?? 3100),
  sandbox: Number(process.env.E2E_SANDBOX_PORT ?? 3101),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 1125),
  mollie: Number(process.env.E2E_MOLLIE_PORT ?? 3102),
};
const databaseUrl = await ensureDatabase(
  await ensurePostgres(adminUrlOf(process.env.DATABASE_URL), { tryLocal: true }),
  process.env.E2E_DATABASE ?? 'portal_e2e',
  { fresh: true },
);
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  REDIS_PREFIX: checkoutDatabaseName('e2e'),
  DATABASE_URL: databaseUrl,
  REDIS_URL: await ensureRedis(process.env.REDIS_URL),
  APP_URL: `http://127.0.0.1:${ports.api}`,
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  ...sandboxMollie(ports, join(tmpdir(), `${checkoutDatabaseName('e2e')}-tls`)),
  LAB_API_URL: `http://127.0.0.1:${ports.sandbox}/lab`,
  // The e-mail two-factor journey; the code screen then starts in e-mail mode for everyone.
  OTP_EMAIL_ENABLED: 'true',
};
prepareDatabase(env, { demo: true });
await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);

const shutdown = async () => {
  await stopChildren();
  await stopEmbeddedPostgres();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await startStack(env, ports);
