import type { INestApplication } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';
import { SESSION_POOL } from '../../src/common/http/http-security.module.js';
import { throttleTouch } from '../../src/common/http/throttled-touch-store.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { login, ME } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

describe('rolling sessions touch the session row at most once a minute', () => {
  let app: INestApplication;
  let pool: pg.Pool;
  beforeAll(async () => {
    app = await createTestApp();
    pool = app.get<pg.Pool>(SESSION_POOL);
  });
  afterAll(() => closeApp(app));

  const expiryOf = async (sid: string) =>
    (await pool.query<{ expire: Date }>('SELECT expire FROM sessions WHERE sid = $1', [sid])).rows[0]?.expire;

  it('a request right after login leaves the stored expiry as the login wrote it', async () => {
    const { email, password, user } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    const { rows } = await pool.query<{ sid: string; expire: Date }>(
      `SELECT sid, expire FROM sessions WHERE sess->>'userId' = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const before = rows[0];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.query(ME);
    expect((await expiryOf(before.sid))?.getTime()).toBe(before.expire.getTime());
  });

  it('touches again once the interval has passed, and forgets destroyed sessions', async () => {
    const PgStore = connectPgSimple(session);
    const store = throttleTouch(
      new PgStore({ pool, tableName: 'sessions', pruneSessionInterval: false }),
      300,
    );
    const sid = `touch-test-${Date.now()}`;
    const sessionExpiring = (at: number) =>
      ({ cookie: { expires: new Date(at), originalMaxAge: 60_000 } }) as unknown as session.SessionData;
    const call = (fn: (done: (err?: unknown) => void) => void) =>
      new Promise<void>((resolve, reject) =>
        fn((err) =>
          err instanceof Error ? reject(err) : err ? reject(new Error('store failed')) : resolve(),
        ),
      );
    const base = Date.now() + 60_000;

    await call((done) => store.set(sid, sessionExpiring(base), done));
    await call((done) => store.touch(sid, sessionExpiring(base + 5_000), done));
    expect((await expiryOf(sid))?.getTime()).toBe(Math.ceil(base / 1000) * 1000);

    await new Promise((resolve) => setTimeout(resolve, 350));
    await call((done) => store.touch(sid, sessionExpiring(base + 10_000), done));
    expect((await expiryOf(sid))?.getTime()).toBe(Math.ceil((base + 10_000) / 1000) * 1000);

    await call((done) => store.destroy(sid, done));
    expect(await expiryOf(sid)).toBeUndefined();
  });
});
