import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { Logger, QueryRunner } from 'typeorm';

// Diagnostics for benchmarks (SQL_STATEMENT_HEADER=true): every GraphQL response carries
// `X-SQL-Statements`, the number of statements the request sent through TypeORM.
const requestStatements = new AsyncLocalStorage<{ count: number }>();

export function countStatementsPerRequest(_req: Request, _res: Response, next: NextFunction): void {
  requestStatements.run({ count: 0 }, next);
}

export const statementHeaderPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const store = requestStatements.getStore();
        if (store) response.http.headers.set('x-sql-statements', String(store.count));
      },
    };
  },
};

/** TypeORM logger that counts statements of the current request and otherwise stays silent. */
export class StatementCountingLogger implements Logger {
  logQuery(_query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    const store = requestStatements.getStore();
    if (store) store.count += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
