import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, uniqueEmail } from '../helpers/factories.js';
import { login, ME, post, postLogin, sessionCookie } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const MISMATCH = 'These credentials do not match our records.';

describe('login and logout', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  const auditOf = (userId: string) =>
    app
      .get(DataSource)
      .getRepository(AuditLog)
      .find({ where: { user_id: userId }, order: { id: 'ASC' } });

  it('logs in, rotates the session id and answers me', async () => {
    const { email, password, user } = await createUser(app);
    const client = new TestClient(app);
    const before = sessionCookie(await client.agent.get('/sanctum/csrf-cookie'));
    const response = await postLogin(client, email, password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ two_factor: false });
    const after = sessionCookie(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await client.csrf();
    const { me } = await client.query<{ me: { id: string; email: string } }>(ME);
    expect(me).toMatchObject({ id: user.id, email });
    const events = (await auditOf(user.id)).map((a) => a.event);
    expect(events).toContain('login.succeeded');
  });

  it('keeps a remembered login for 30 days', async () => {
    const { email, password } = await createUser(app);
    const response = await postLogin(new TestClient(app), email, password, true);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('portal_session='))!;
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('answers unknown e-mail, wrong password and inactive accounts identically', async () => {
    const { email, user } = await createUser(app);
    const inactive = await createUser(app, { active: false });
    const answers = await Promise.all([
      postLogin(new TestClient(app), uniqueEmail('nobody'), 'Whatever!2026'),
      postLogin(new TestClient(app), email, 'Wrong!2026pass'),
      postLogin(new TestClient(app), inactive.email, inactive.password),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: MISMATCH,
        errors: { username: [MISMATCH] },
        reasons: { username: ['sessions.credentialsMismatch'] },
      });
    }
    const failed = (await auditOf(user.id)).find((a) => a.event === 'login.failed')!;
    expect(failed.details).toEqual({ reason: 'password' });
    expect(JSON.stringify(failed)).not.toContain('Wrong!2026pass');
  });

  it.each([
    [{ password: 'x' }, 'username', 'Das ist ein Pflichtfeld'],
    [
      { username: 'not-an-email', password: 'x' },
      'username',
      'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
    ],
    [{ username: 'a@b.de' }, 'password', 'Das ist ein Pflichtfeld'],
    [{ username: 'a@b.de', password: 'x'.repeat(127) }, 'password', 'Darf höchstens 126 Zeichen lang sein.'],
  ])('validates %j', async (body, field, message) => {
    const response = await post(new TestClient(app), '/login', body);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toContain(message);
  });

  it('locks an e-mail out after 5 failed attempts, even with the right password, and says when to retry', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    for (let i = 0; i < 5; i += 1)
      expect((await postLogin(client, email, 'Wrong!2026pass')).status).toBe(422);
    const locked = await postLogin(client, email, password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts parallel guesses before checking them, so no more than 5 get through', async () => {
    const { email, password } = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(new TestClient(app), email, 'Wrong!2026pass')),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(429);
  });

  it('counts look-alike spellings of an e-mail together', async () => {
    const { email, password } = await createUser(app);
    const spellings = [
      email,
      email.toUpperCase(),
      ` ${email} `,
      email.replace('@', '＠').normalize('NFKC'),
      email.replace(/^./, (c) => c.toUpperCase()),
    ];
    const client = new TestClient(app);
    for (const spelling of spellings) await postLogin(client, spelling, 'Wrong!2026pass');
    expect((await postLogin(client, email, password)).status).toBe(429);
  });

  it('resets the counter after a successful login', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    for (let i = 0; i < 4; i += 1) await postLogin(client, email, 'Wrong!2026pass');
    expect((await postLogin(client, email, password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await postLogin(new TestClient(app), email, 'Wrong!2026pass')).status).toBe(422);
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(200);
  });

  it('logs out: 204, the old cookie is then unauthenticated, and the logout is audited', async () => {
    const { email, password, user } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    const oldCookie = ([] as string[]).concat(
      (await client.agent.get('/sanctum/csrf-cookie')).headers['set-cookie'] ?? [],
    );
    const token = await client.csrf();
    const logout = await post(client, '/logout');
    expect(logout.status).toBe(204);

    // Replay the pre-logout cookies on a fresh connection: the session is gone.
    const replay = await new TestClient(app).agent
      .post('/graphql')
      .set('Cookie', oldCookie.map((c) => c.split(';')[0]).join('; '))
      .set('X-XSRF-TOKEN', token)
      .send({ query: ME });
    expect([401, 419]).toContain(replay.status);
    const fresh = new TestClient(app);
    const result = await fresh.graphql(ME);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await auditOf(user.id)).map((a) => a.event)).toContain('logout');
  });

  it('refuses me to anonymous callers', async () => {
    const result = await new TestClient(app).graphql(ME);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
