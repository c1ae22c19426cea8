import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { ListenedClient } from '../../database/listened-client.js';
import { WaitingPool } from '../../database/waiting-pool.js';
import { answerReadsAhead, type SessionReadAhead } from './session-read-ahead.js';
import { throttleTouch } from './throttled-touch-store.js';

const logger = new Logger('Sessions');

export const SESSION_COOKIE = 'portal_session';
export const SESSION_LIFETIME_MS = 120 * 60 * 1000;

export type SessionStore = session.Store & { close(): void | Promise<void> };

// Sessions live in Postgres so any number of API processes can serve the same user.
export function createSessionStore(pool: pg.Pool, readAhead: SessionReadAhead): SessionStore {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  return answerReadsAhead(throttleTouch(store), readAhead);
}

export function createSessionMiddleware(config: AppConfig, store: SessionStore) {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // Whether the connection is https behind a proxy follows TRUST_PROXY (Express's `trust proxy`), the
    // one setting that says which proxy headers to believe.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_LIFETIME_MS,
      path: '/',
    },
  });
}

export function createSessionPool(config: AppConfig): pg.Pool {
  const pool = new WaitingPool({
    connectionString: config.databaseUrl,
    max: 5,
    application_name: 'portal-sessions',
    Client: ListenedClient,
  });
  // An idle connection that PostgreSQL ends (a restart) is reported here; unheard, the event would end the
  // process. The pool has already dropped that connection and opens a new one on the next query.
  pool.on('error', (error) => logger.warn(`an idle session connection ended: ${error.message}`));
  return pool;
}
