import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { type InvitedPatient, verifyPath } from '../helpers/patient-accounts.js';
import { createPatient } from '../helpers/patients.js';
import { createRegistrationCode, VERIFY_CODE } from '../helpers/registration.js';
import { login, post, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Rate limits and the audit trail count by client address. Without a trusted proxy (the default) that
// address is the socket's, whatever X-Forwarded-For says; with TRUST_PROXY only the trusted hops count.
const WRONG_PASSWORD = 'Wrong!2026pass';
const BIRTH_DATE = '1985-04-12';

const forged = (client: TestClient, address: string): TestClient => {
  client.agent.set('X-Forwarded-For', address);
  return client;
};

async function lockOut(app: INestApplication, email: string, address?: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const client = address ? forged(new TestClient(app), address) : new TestClient(app);
    expect((await postLogin(client, email, WRONG_PASSWORD)).status).toBe(422);
  }
}

describe('client address without a trusted proxy (default)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('keeps a login locked out when the client sends a made-up X-Forwarded-For', async () => {
    const { email, password } = await createUser(app);
    await lockOut(app, email);
    for (const address of ['203.0.113.7', '198.51.100.1, 203.0.113.8', '::1']) {
      const response = await postLogin(forged(new TestClient(app), address), email, password);
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    }
  });

  it('records the socket address, not the header, in the audit trail', async () => {
    const { email, password, user } = await createUser(app);
    expect((await postLogin(forged(new TestClient(app), '203.0.113.7'), email, password)).status).toBe(200);
    const row = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findOneByOrFail({ user_id: user.id, event: 'login.succeeded' });
    expect(row.ip).not.toContain('203.0.113.7');
    expect(row.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('keeps registration-code guessing limited when every guess names another address', async () => {
    const code = await createRegistrationCode(app);
    // The window may already hold guesses of other suites from this address: guess until it is full.
    let blocked = false;
    for (let i = 0; i < 11 && !blocked; i++) {
      const result = await forged(new TestClient(app), `203.0.113.${i + 1}`).graphql(VERIFY_CODE, {
        token: 'QQQQ',
      });
      blocked = result.errors?.[0]?.extensions?.code === 'TOO_MANY_ATTEMPTS';
    }
    expect(blocked).toBe(true);
    const right = await forged(new TestClient(app), '198.51.100.99').graphql(VERIFY_CODE, {
      token: code.code,
    });
    expect(right.errors?.[0]?.message).toBe('Too Many Attempts.');
  });

  it('keeps the birth-date check of a signed link limited when the client forges its address', async () => {
    const account = await createUser(app);
    const doctor = new TestClient(app);
    await login(doctor, account.email, account.password);
    const patient: InvitedPatient = (await createPatient(doctor, { date_of_birth: BIRTH_DATE })) as never;
    const path = verifyPath(app, patient);
    for (let attempt = 0; attempt < 5; attempt++) {
      const page = forged(new TestClient(app), `203.0.113.${attempt + 1}`);
      expect((await post(page, path, { date_of_birth: '1990-01-01' })).status).toBe(422);
    }
    const blocked = await post(forged(new TestClient(app), '198.51.100.5'), path, {
      date_of_birth: BIRTH_DATE,
    });
    expect(blocked.status).toBe(429);
  });
});

describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => closeApp(app));

  it('counts each client the proxy names on its own, and a forged prefix does not help', async () => {
    const { email, password } = await createUser(app);
    await lockOut(app, email, '198.51.100.1');
    // The proxy appends the real client after whatever the client sent: only that last entry counts.
    const prefixed = await postLogin(
      forged(new TestClient(app), '203.0.113.9, 198.51.100.1'),
      email,
      password,
    );
    expect(prefixed.status).toBe(429);
    const other = await postLogin(forged(new TestClient(app), '198.51.100.2'), email, password);
    expect(other.status).toBe(200);
  });
});

describe('https behind a proxy (APP_URL is https, so cookies are Secure)', () => {
  const sessionCookieOf = async (app: INestApplication) => {
    const response = await request(app.getHttpServer())
      .get('/sanctum/csrf-cookie')
      .set('X-Forwarded-Proto', 'https');
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('portal_session='));
  };
  const https = { APP_URL: 'https://portal.test', APP_KEY: 'k'.repeat(40), SESSION_SECRET: 's'.repeat(40) };

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const direct = await createTestApp(https);
    const proxied = await createTestApp({ ...https, TRUST_PROXY: '1' });
    try {
      // A client on plain http that claims https gets no session cookie it could leak.
      expect(await sessionCookieOf(direct)).toBeUndefined();
      expect(await sessionCookieOf(proxied)).toMatch(/; Secure/);
    } finally {
      await closeApp(direct);
      await closeApp(proxied);
    }
  });
});
