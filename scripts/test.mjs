#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest.
// Installs what is missing, builds, lints, typechecks, checks generated files, runs unit and
// integration tests against a fresh database, then the Playwright journeys in Debian's Chromium.
import { ensureChromium, ensureDependencies, ensureEn16931Validators } from './lib/install.mjs';
import { log, run, StepFailed, stopChildren } from './lib/run.mjs';

const skipE2e = process.argv.includes('--no-e2e');
ensureDependencies();
if (!skipE2e) ensureChromium();
ensureEn16931Validators();

const {
  adminUrlOf,
  checkoutDatabaseName,
  ensureDatabase,
  ensurePostgres,
  ensureRedis,
  redact,
  stopEmbeddedPostgres,
} = await import('./lib/services.mjs');
const { prepareDatabase } = await import('./lib/stack.mjs');

const cleanup = async () => {
  await stopChildren();
  await stopEmbeddedPostgres();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

try {
  const adminUrl = await ensurePostgres(adminUrlOf(process.env.DATABASE_URL), { tryLocal: true });
  const redisUrl = await ensureRedis(process.env.REDIS_URL);

  log('relay: generated artifacts are up to date');
  run('npx', ['relay-compiler', '--validate'], { cwd: 'apps/web' });
  log('build');
  run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  log('lint and typecheck');
  run('npx', ['turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only']);
  run('npx', ['eslint', 'scripts']);
  run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

  const databaseUrl = await ensureDatabase(adminUrl, checkoutDatabaseName('portal_test'), { fresh: true });
  const env = { NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  log(`fresh test database ${redact(databaseUrl)}: migrate and seed reference data`);
  prepareDatabase(env, { demo: false });
  log('generated files: migrations and GraphQL schema are up to date');
  run('node', ['apps/api/dist/tools/generate-migration.js', '--check'], { env });
  run('node', ['apps/api/dist/tools/emit-schema.js', '--check'], { env });

  log('unit and integration tests');
  run('npx', ['turbo', 'run', 'test', '--output-logs=new-only', '--concurrency=1'], {
    env: { ...env, TEST_DATABASE_PREPARED: '1' },
  });

  if (!skipE2e) {
    log('Playwright journeys (Debian Chromium)');
    run('npx', ['playwright', 'test'], {
      cwd: 'apps/web',
      env: { DATABASE_URL: adminUrl, REDIS_URL: redisUrl },
    });
  }
  log('all checks passed');
} catch (error) {
  console.error(`\x1b[31m✖ ${error instanceof StepFailed ? error.message : (error?.stack ?? error)}\x1b[0m`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
