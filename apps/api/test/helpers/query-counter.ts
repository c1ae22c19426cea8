import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Runs `work` and returns how many SQL statements the app's TypeORM connection sent meanwhile. */
export async function countStatements(
  app: INestApplication,
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const dataSource = app.get(DataSource);
  const logger = dataSource.logger;
  const statements: string[] = [];
  const counting = Object.create(logger) as typeof logger;
  counting.logQuery = (query: string, parameters?: unknown[], runner?: never) => {
    statements.push(query);
    return logger.logQuery(query, parameters, runner);
  };
  Object.assign(dataSource, { logger: counting });
  try {
    await work();
  } finally {
    Object.assign(dataSource, { logger });
  }
  return { count: statements.length, statements };
}
