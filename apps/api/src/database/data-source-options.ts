import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { StatementCountingLogger } from '../common/diagnostics/statement-counter.js';
import { ListenedClient } from './listened-client.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { pgWithWaitingPool } from './waiting-pool.js';

const here = import.meta.dirname;

// Entities are discovered by file name so that a new area only has to add `<thing>.entity.ts`.
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    // New connections wait for a restarting PostgreSQL (waiting-pool.ts).
    driver: pgWithWaitingPool,
    url: databaseUrl,
    entities: [
      join(here, '..', 'modules', '**', '*.entity.{js,ts}'),
      // Tables several areas share (the inbox of signed webhooks).
      join(here, '..', 'common', '**', '*.entity.{js,ts}'),
      // The domain events' outbox.
      join(here, '..', 'events', '*.entity.{js,ts}'),
    ],
    migrations: [join(here, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    logger: new StatementCountingLogger(),
    synchronize: false,
    migrationsRun: false,
    extra: { max: 10, application_name: 'portal-api', Client: ListenedClient },
  };
}
