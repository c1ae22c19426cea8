import { Logger } from '@nestjs/common';
import pg from 'pg';
import { isDependencyOutage, noteConnectionLost } from '../common/errors/dependency-outage.js';

const logger = new Logger('Database');

/**
 * How long a new request waits for PostgreSQL to accept connections again before it gets the 503. A restart of
 * PostgreSQL takes 6-8 s on this machine (the chaos load run); 15 s covers it with room, and stays far below
 * HAProxy's `timeout server` (65 s) and a browser's patience.
 */
export const DATABASE_WAIT_MS = 15_000;
const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 1_000;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

let waiting = 0;
const watched = new WeakSet<pg.PoolClient>();

/** Notes when a connection dies while in use (see isDependencyOutage); once per pooled client. */
function watchForLoss(client: pg.PoolClient): pg.PoolClient {
  if (!watched.has(client)) {
    watched.add(client);
    client.on('error', () => noteConnectionLost());
  }
  return client;
}

/**
 * pg's Pool whose connect() waits, bounded, while PostgreSQL refuses connections or is shutting down or starting
 * up, instead of failing at once. Only opening a connection is tried again: nothing of the caller's was sent yet,
 * so nothing can run twice. A statement on a connection that dies while in use still fails (the 503).
 * It is the pool that waits, not the Client: a pg Client that failed to connect cannot connect again.
 */
export class WaitingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connected = connectWaiting(() => super.connect()).then(watchForLoss);
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release?: Error | boolean) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }
}

/** pg itself with its Pool replaced: what TypeORM's `driver` option takes. */
export const pgWithWaitingPool = { ...pg, Pool: WaitingPool };

async function connectWaiting(connect: () => Promise<pg.PoolClient>): Promise<pg.PoolClient> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  let pause = FIRST_PAUSE_MS;
  let waited = false;
  try {
    for (;;) {
      try {
        const client = await connect();
        if (waited && waiting === 1) logger.log('the database accepts connections again');
        return client;
      } catch (error) {
        if (!isDependencyOutage(error) || Date.now() + pause > deadline) throw error;
        if (!waited) {
          waited = true;
          waiting += 1;
          if (waiting === 1) {
            logger.warn(
              `the database refuses connections (${describe(error)}); new requests wait up to ${DATABASE_WAIT_MS / 1000} s`,
            );
          }
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      }
    }
  } finally {
    if (waited) waiting -= 1;
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
