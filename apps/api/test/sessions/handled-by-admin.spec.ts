import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { sha256 } from '../../src/common/crypto/secrets.js';
import { SESSION_LIFETIME_MS } from '../../src/common/http/session.js';
import { REDIS } from '../../src/common/redis/redis.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { LOCK_REFRESH_MS } from '../../src/modules/sessions/services/impersonation-locks.service.js';
import { PasswordResetToken } from '../../src/modules/password-reset/password-reset-token.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, type TestUser } from '../helpers/factories.js';
import { login, ME, post } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { Permission } from '@portal/shared-types';
import { webOperation } from '../helpers/web-operations.js';

// What the admin's therapist list sends to act as a doctor.
const LOGIN_AS_DOCTOR = webOperation('useLoginAsDoctorMutation');
const ADMIN = [Permission.ManageMedicalCenters];
const HANDLED = 'This account is currently being handled by an administrator.';
const UPSERT_USER = 'mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id first_name } }';
const nameInput = (first_name: string) => ({
  input: { first_name, last_name: 'Muster', salutation: 'female' },
});

describe('a doctor account handled by an admin', () => {
  let app: INestApplication;
  let redis: Redis;
  beforeAll(async () => {
    app = await createTestApp();
    redis = app.get<Redis>(REDIS);
  });
  afterAll(() => closeApp(app));

  const lockKey = (userId: string) => `${app.get(AppConfig).redisPrefix}:handled-by-admin:${userId}`;
  const firstName = async (userId: string) =>
    (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: userId })).first_name;

  async function loggedIn(user: TestUser): Promise<TestClient> {
    const client = new TestClient(app);
    await login(client, user.email, user.password);
    return client;
  }

  /** An admin's client acting as `doctor`. */
  async function impersonating(doctor: TestUser): Promise<TestClient> {
    const client = await loggedIn(await createUser(app, { permissions: ADMIN }));
    await client.query(LOGIN_AS_DOCTOR, { doctorId: doctor.doctor!.id });
    await client.csrf();
    return client;
  }

  async function expectRefused(client: TestClient) {
    const result = await client.graphql(UPSERT_USER, nameInput('Doktor'));
    expect(result.errors?.[0]).toMatchObject({
      message: HANDLED,
      extensions: { code: 'ACCOUNT_HANDLED_BY_ADMIN' },
    });
    expect(result.data?.upsertUser ?? null).toBeNull();
  }

  async function expectAllowed(client: TestClient, name: string) {
    expect(await client.query(UPSERT_USER, nameInput(name))).toEqual({
      upsertUser: expect.objectContaining({ first_name: name }),
    });
  }

  it("refuses the doctor's own writes and changes nothing, while reads, the admin's writes and other doctors go on", async () => {
    const doctor = await createUser(app);
    const other = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    const otherClient = await loggedIn(other);
    const admin = await impersonating(doctor);

    await expectRefused(doctorClient);
    expect(await firstName(doctor.user.id)).toBe('Erika');

    // REST writes too: 423 with the same message, before the password-confirmation guard.
    const rest = await post(doctorClient, '/user/two-factor-authentication');
    expect(rest.status).toBe(423);
    expect(rest.body).toEqual({ message: HANDLED, reason: 'common.handledByAdmin' });
    const stored = await app
      .get(DataSource)
      .getRepository(User)
      .findOneOrFail({ where: { id: doctor.user.id }, select: { id: true, two_factor_secret: true } });
    expect(stored.two_factor_secret).toBeNull();

    // Reads and the session endpoints stay open.
    expect((await doctorClient.query<{ me: { id: string } }>(ME)).me.id).toBe(doctor.user.id);
    expect((await post(doctorClient, '/user/confirm-password', { password: doctor.password })).status).toBe(
      201,
    );

    await expectAllowed(admin, 'VomAdmin');
    await expectAllowed(otherClient, 'Andere');
    expect(await firstName(doctor.user.id)).toBe('VomAdmin');
  });

  it('lets the doctor write again once the admin leaves the account with logoutAsDoctor', async () => {
    const doctor = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    const admin = await impersonating(doctor);
    await expectRefused(doctorClient);

    await admin.query('mutation { logoutAsDoctor { id } }');
    await expectAllowed(doctorClient, 'Wieder');
    expect(await redis.exists(lockKey(doctor.user.id))).toBe(0);
  });

  it('lets the doctor write again once the impersonating admin logs out', async () => {
    const doctor = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    const admin = await impersonating(doctor);
    await expectRefused(doctorClient);

    expect((await post(admin, '/logout')).status).toBe(204);
    await expectAllowed(doctorClient, 'Abgemeldet');
  });

  it('stays locked until the last of several admins has left', async () => {
    const doctor = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    const first = await impersonating(doctor);
    const second = await impersonating(doctor);

    await first.query('mutation { logoutAsDoctor { id } }');
    await expectRefused(doctorClient);
    await post(second, '/logout');
    await expectAllowed(doctorClient, 'Frei');
  });

  it('holds the lock under REDIS_PREFIX for the session lifetime, and an expired admin session no longer locks', async () => {
    const doctor = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    await impersonating(doctor);
    const key = lockKey(doctor.user.id);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(SESSION_LIFETIME_MS);
    expect(ttl).toBeLessThanOrEqual(SESSION_LIFETIME_MS + LOCK_REFRESH_MS);
    const [sessionId] = await redis.zrange(key, 0, -1);
    expect(sessionId).toBeDefined();

    // The admin's session ran out (no logout): its score lies in the past.
    await redis.zadd(key, Date.now() - 1, sessionId);
    await expectAllowed(doctorClient, 'Abgelaufen');
  });

  it('pushes the lock forward while the admin keeps working', async () => {
    const doctor = await createUser(app);
    const admin = await impersonating(doctor);
    const key = lockKey(doctor.user.id);
    const [sessionId] = await redis.zrange(key, 0, -1);
    // As if the last refresh were long ago and the lock about to run out.
    await redis.zadd(key, Date.now() + 1000, sessionId);
    await app
      .get(DataSource)
      .query(
        `UPDATE sessions SET sess = (sess::jsonb || '{"impersonationLockedAt": 0}')::json WHERE sid = $1`,
        [sessionId],
      );

    await admin.query(ME);
    expect(Number(await redis.zscore(key, sessionId))).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS);
  });

  it("frees the account when a password reset ends every session of the doctor, the admin's included", async () => {
    const doctor = await createUser(app);
    const admin = await impersonating(doctor);
    await app
      .get(DataSource)
      .getRepository(PasswordResetToken)
      .insert({ user_id: doctor.user.id, token_hash: sha256('reset-token'), created_at: new Date() });
    expect(
      await new TestClient(app).query(
        'mutation { resetPassword(token: "reset-token", password: "Neues!2026pw") }',
      ),
    ).toEqual({ resetPassword: true });
    // The admin's session is gone (its XSRF token with it), and so is the lock.
    expect((await admin.graphql(ME)).status).toBe(419);
    expect(await redis.exists(lockKey(doctor.user.id))).toBe(0);

    const doctorClient = new TestClient(app);
    await login(doctorClient, doctor.email, 'Neues!2026pw');
    await expectAllowed(doctorClient, 'Neu');
  });

  it('asks Redis once per write request (however many mutations it holds) and never for reads', async () => {
    const doctor = await createUser(app);
    const doctorClient = await loggedIn(doctor);
    const commands = jest.spyOn(redis, 'sendCommand');
    try {
      await doctorClient.query(ME);
      expect(commands).not.toHaveBeenCalled();
      expect(
        await doctorClient.query(
          `mutation ($a: UpsertUserInput!, $b: UpsertUserInput!) {
            a: upsertUser(input: $a) { first_name } b: upsertUser(input: $b) { first_name } }`,
          { a: nameInput('A').input, b: nameInput('B').input },
        ),
      ).toEqual({ a: { first_name: 'A' }, b: { first_name: 'B' } });
      expect(commands).toHaveBeenCalledTimes(1);
    } finally {
      commands.mockRestore();
    }
  });
});

describe('maintenance mode and a handled account', () => {
  let app: INestApplication;
  let maintenance: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
    // The same database, sessions and Redis, but in maintenance.
    maintenance = await createTestApp({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(async () => {
    await closeApp(maintenance);
    await closeApp(app);
  });

  it('answers with the maintenance message first', async () => {
    const doctor = await createUser(app);
    const admin = new TestClient(app);
    const adminUser = await createUser(app, { permissions: ADMIN });
    await login(admin, adminUser.email, adminUser.password);
    await admin.query(LOGIN_AS_DOCTOR, { doctorId: doctor.doctor!.id });

    const doctorClient = new TestClient(maintenance);
    await login(doctorClient, doctor.email, doctor.password);
    const result = await doctorClient.graphql(UPSERT_USER, nameInput('Wartung'));
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action requires write access.',
      extensions: { code: 'WRITE_ACCESS_REQUIRED' },
    });
    const rest = await post(doctorClient, '/user/two-factor-authentication');
    expect(rest.status).toBe(503);
  });
});
