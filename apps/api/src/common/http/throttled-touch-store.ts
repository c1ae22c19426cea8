import type session from 'express-session';

export const TOUCH_INTERVAL_MS = 60_000;

type Store = session.Store & {
  touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void;
};

/**
 * Rolling sessions would write the session row on every request: a committed UPDATE (and a WAL
 * flush) for each read. Touching at most once a minute per session and process keeps the idle
 * timeout accurate to a minute of a two-hour lifetime and takes that write off the request path.
 */
export function throttleTouch<T extends Store>(store: T, intervalMs = TOUCH_INTERVAL_MS): T {
  const touchedAt = new Map<string, number>();
  const touch = store.touch.bind(store);
  const forget = (sid: string) => touchedAt.delete(sid);

  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? 0) < intervalMs) return callback?.();
    if (touchedAt.size > 10_000) for (const [id, at] of touchedAt) if (now - at >= intervalMs) forget(id);
    touchedAt.set(sid, now);
    touch(sid, sess, (err?: unknown) => {
      if (err) forget(sid);
      callback?.(err);
    });
  };
  // A saved or destroyed session starts its own interval again.
  const set = store.set.bind(store);
  store.set = (sid, sess, callback) => {
    touchedAt.set(sid, Date.now());
    set(sid, sess, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    forget(sid);
    destroy(sid, callback);
  };
  return store;
}
