import type { INestApplication } from '@nestjs/common';
import { jest } from '@jest/globals';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';
import { answerReadsAhead, SessionReadAhead } from '../../src/common/http/session-read-ahead.js';
import { SESSION_POOL } from '../../src/common/http/http-security.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { sessionIdFromCookie } from '../../src/modules/sessions/session-id.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { countStatements } from '../helpers/query-counter.js';
import { login, postLogin, sessionCookie } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { Permission } from '@portal/shared-types';
import { webOperation } from '../helpers/web-operations.js';

// What the admin's therapist list sends to act as a doctor.
const LOGIN_AS_DOCTOR = webOperation('useLoginAsDoctorMutation');
const ME_ID = '{ me { id } }';

describe('the viewer is loaded alongside the session', () => {
  let app: INestApplication;
  let secret: string;
  beforeAll(async () => {
    app = await createTestApp();
    secret = app.get(AppConfig).sessionSecret;
  });
  afterAll(() => closeApp(app));

  it('reads the session id from the cookie express-session set, and nothing from a forged one', async () => {
    const { email, password, user } = await createUser(app);
    const cookie = sessionCookie(await postLogin(new TestClient(app), email, password))!;
    const sid = sessionIdFromCookie(`theme=dark; ${cookie}`, secret);
    const { rows } = await app
      .get<pg.Pool>(SESSION_POOL)
      .query<{ user_id: string }>(`SELECT sess->>'userId' AS user_id FROM sessions WHERE sid = $1`, [sid]);
    expect(rows).toEqual([{ user_id: user.id }]);

    const [name, value] = cookie.split('=');
    const forged = `${name}=${value.replace(/.(%2E|\.)[^.]*$/, '$1AAAA')}`;
    expect(sessionIdFromCookie(forged, secret)).toBeNull();
    expect(sessionIdFromCookie(cookie, 'another-secret-of-at-least-32-characters')).toBeNull();
    expect(sessionIdFromCookie('portal_session=%E0%A4%A', secret)).toBeNull();
    expect(sessionIdFromCookie('portal_session=unsigned', secret)).toBeNull();
    expect(sessionIdFromCookie(undefined, secret)).toBeNull();
  });

  it('answers me with one statement for the doctor and for an impersonating admin', async () => {
    const doctor = await createUser(app);
    const admin = await createUser(app, { permissions: [Permission.ManageMedicalCenters] });
    const client = new TestClient(app);
    await login(client, doctor.email, doctor.password);
    const asDoctor = await countStatements(app, () => client.query(ME_ID));
    expect(asDoctor.count).toBe(1);
    expect(asDoctor.statements[0]).toMatch(/INNER JOIN "?sessions"?/);

    const adminClient = new TestClient(app);
    await login(adminClient, admin.email, admin.password);
    await adminClient.query(LOGIN_AS_DOCTOR, { doctorId: doctor.doctor!.id });
    await adminClient.csrf();
    let me: unknown;
    const impersonating = await countStatements(app, async () => {
      me = await adminClient.query(ME_ID);
    });
    expect(me).toEqual({ me: { id: doctor.user.id } });
    expect(impersonating.count).toBe(1);
    expect(impersonating.statements[0]).toMatch(/INNER JOIN "?sessions"?/);
  });

  it('still refuses a deactivated user whose session lives on', async () => {
    const { email, password, user } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    await app.get<pg.Pool>(SESSION_POOL).query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    const response = await client.graphql(ME_ID);
    expect(response.errors?.[0]?.message).toBe('Unauthenticated.');
  });

  describe('the session row comes with the viewer: the store reads it only when that read found nothing', () => {
    /** What the session store sends on its own pool while `work` runs (the spy calls the real pool). */
    async function storeStatements(work: () => Promise<unknown>): Promise<string[]> {
      const spy = jest.spyOn(app.get<pg.Pool>(SESSION_POOL), 'query');
      try {
        await work();
        return spy.mock.calls.map(([query]) =>
          String(typeof query === 'string' ? query : (query as { text: string }).text),
        );
      } finally {
        spy.mockRestore();
      }
    }

    it('a signed-in request reads the session once, with its user', async () => {
      const { email, password, user } = await createUser(app);
      const client = new TestClient(app);
      await login(client, email, password);
      await client.query(ME_ID); // the first request after login may touch the row
      let me: unknown;
      const fromStore = await storeStatements(async () => {
        me = await client.query(ME_ID);
      });
      expect(me).toEqual({ me: { id: user.id } });
      expect(fromStore.filter((text) => /^SELECT sess FROM/.test(text))).toEqual([]);
    });

    it('an expired session is neither read ahead nor by the store: the request has no session', async () => {
      const { email, password, user } = await createUser(app);
      const client = new TestClient(app);
      await login(client, email, password);
      await app
        .get<pg.Pool>(SESSION_POOL)
        .query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->>'userId' = $1`, [
          user.id,
        ]);
      // Without its session the request's CSRF token matches nothing: 419, the page has expired.
      expect(await client.graphql(ME_ID)).toMatchObject({ status: 419 });
    });

    it('the store reads a session itself when the read ahead found none, or when none was offered in time', async () => {
      const pool = app.get<pg.Pool>(SESSION_POOL);
      const PgStore = connectPgSimple(session);
      const ahead = new SessionReadAhead();
      const store = answerReadsAhead(
        new PgStore({ pool, tableName: 'sessions', pruneSessionInterval: false }),
        ahead,
      );
      const sid = `read-ahead-${Date.now()}`;
      const stored = { cookie: { originalMaxAge: 60_000 }, marker: 'stored' };
      await pool.query(
        `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, now() + interval '1 minute')`,
        [sid, stored],
      );
      const get = () =>
        new Promise<unknown>((resolve, reject) =>
          store.get(sid, (err, sess) => (err ? reject(err as Error) : resolve(sess))),
        );

      // Found ahead: answered from the read, which here says something the row does not.
      ahead.offer(sid, Promise.resolve({ ...stored, marker: 'ahead' } as never));
      await expect(get()).resolves.toMatchObject({ marker: 'ahead' });
      // Nothing found ahead (a session naming no user): the store reads the row.
      ahead.offer(sid, Promise.resolve(undefined));
      await expect(get()).resolves.toMatchObject({ marker: 'stored' });
      // A read that failed: the store reads the row.
      ahead.offer(sid, Promise.reject(new Error('connection lost')));
      await expect(get()).resolves.toMatchObject({ marker: 'stored' });
      // A read offered but not taken in the same call is gone by the next: never an older read.
      ahead.offer(sid, Promise.resolve({ ...stored, marker: 'ahead' } as never));
      await Promise.resolve();
      expect(ahead.take(sid)).toBeUndefined();
      await expect(get()).resolves.toMatchObject({ marker: 'stored' });
      await pool.query('DELETE FROM sessions WHERE sid = $1', [sid]);
    });
  });
});
