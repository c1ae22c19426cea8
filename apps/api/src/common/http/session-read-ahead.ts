import { Injectable } from '@nestjs/common';
import type session from 'express-session';

type SessionData = session.SessionData;
type Store = session.Store;

/**
 * Session rows read ahead of express-session, in the statement that reads the signed-in users
 * (ViewerService.prefetch): the store answers from it instead of reading the row again, so a signed-in
 * request costs one statement (and one round trip to PostgreSQL) fewer.
 *
 * A read is offered for the rest of the current synchronous call only: the session middleware, which
 * runs right after the prefetch in the same call, takes it; a read nobody took is dropped in the next
 * microtask, so no later request can ever be answered with an older read of its session.
 */
@Injectable()
export class SessionReadAhead {
  private readonly reads = new Map<string, Promise<SessionData | undefined>>();

  offer(sid: string, read: Promise<SessionData | undefined>): void {
    this.reads.set(sid, read);
    queueMicrotask(() => {
      if (this.reads.get(sid) === read) this.reads.delete(sid);
    });
  }

  take(sid: string): Promise<SessionData | undefined> | undefined {
    const read = this.reads.get(sid);
    if (read) this.reads.delete(sid);
    return read;
  }
}

/**
 * `store.get` answers a session read ahead (SessionReadAhead) when there is one and it found the session;
 * otherwise (no read offered, no row, the read failed) the store reads the row itself, as before.
 */
export function answerReadsAhead<T extends Store>(store: T, ahead: SessionReadAhead): T {
  const get = store.get.bind(store);
  store.get = (sid, callback) => {
    const read = ahead.take(sid);
    if (!read) return get(sid, callback);
    read.then(
      (sess) => (sess ? callback(null, sess) : get(sid, callback)),
      () => get(sid, callback),
    );
  };
  return store;
}
