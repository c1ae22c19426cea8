import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { TestClient } from '../helpers/client.js';
import { uniqueEmail } from '../helpers/factories.js';
import {
  CREDENTIALS_MISMATCH,
  mismatchAnswer,
  patientEvents,
  patientMe,
  patientSignedIn,
  patientWithAccount,
  PORTAL_BIRTH_DATE,
  PORTAL_PASSWORD,
  type PortalTestPatient,
  postPatientLogin,
  registerPortalAccount,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { type InvitedPatient } from '../helpers/patient-accounts.js';
import { createPatient } from '../helpers/patients.js';
import { auditRowsOf, fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { login, ME, post, postLogin, sessionCookie, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const APP_URL = 'http://portal.test';
const UPSERT_USER = 'mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id } }';
const PATIENTS = `{ patients(first: 10) { data { id } } }`;

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;
let patient: PortalTestPatient;

beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  doctor = await signedIn(app);
  patient = await patientWithAccount(app, doctor.client);
});
afterAll(() => closeApp(app));

const browser = () => fromOwnIp(new TestClient(app));
const loginEvents = (patientId: string) =>
  app
    .get(DataSource)
    .query<{ event: string; details: Record<string, unknown>; user_id: string | null }[]>(
      `SELECT event, details, user_id FROM audit_logs WHERE subject_type = 'patient' AND subject_id = $1 AND event LIKE 'patient_account.log%' ORDER BY id`,
      [patientId],
    );

describe('POST /api/patient/login', () => {
  it('logs in with the guid in any case, rotates the session id and answers the patient', async () => {
    const client = browser();
    const before = sessionCookie(await client.agent.get('/sanctum/csrf-cookie'));
    const response = await postPatientLogin(client, ` ${patient.guid.toUpperCase()} `, patient.password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      patient: {
        id: patient.id,
        guid: patient.guid,
        first_name: patient.first_name,
        last_name: patient.last_name,
        email: patient.email,
      },
    });
    const after = sessionCookie(response);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
    expect((await patientMe(client)).status).toBe(200);

    const events = await loginEvents(patient.id);
    expect(events.at(-1)).toMatchObject({
      event: 'patient_account.login_succeeded',
      user_id: null,
      details: { username: 'guid' },
    });
    expect(JSON.stringify(events)).not.toContain(patient.password);
  });

  it('logs in with the e-mail address (any case) when exactly one account has it', async () => {
    const client = browser();
    const response = await postPatientLogin(client, patient.email.toUpperCase(), patient.password);
    expect(response.status).toBe(200);
    expect(response.body.patient.guid).toBe(patient.guid);
    expect((await loginEvents(patient.id)).at(-1)).toMatchObject({
      event: 'patient_account.login_succeeded',
      details: { username: 'email' },
    });
  });

  it('refuses an e-mail address that two accounts share: the guid is needed', async () => {
    const email = uniqueEmail('family');
    const parent = await patientWithAccount(app, doctor.client, { email, first_name: 'Eva' });
    // The second account's registration says the address no longer signs in: the success page shows the guid.
    const childRecord = (await createPatient(doctor.client, {
      email,
      first_name: 'Max',
      date_of_birth: PORTAL_BIRTH_DATE,
    })) as unknown as InvitedPatient;
    expect(await registerPortalAccount(app, childRecord)).toEqual({
      message: 'Ihr Konto wurde erfolgreich erstellt.',
      username: childRecord.guid,
      signInWith: 'username',
    });
    const child = { ...childRecord, password: PORTAL_PASSWORD };
    // A third patient with the address but no account does not count.
    const single = await patientWithAccount(app, doctor.client, { email: uniqueEmail('single') });
    await createPatient(doctor.client, { email: single.email });
    const shared = await postPatientLogin(browser(), email, parent.password);
    expect(shared.status).toBe(422);
    expect(shared.body).toEqual(mismatchAnswer);
    expect((await postPatientLogin(browser(), single.email, single.password)).status).toBe(200);
    for (const each of [parent, child])
      expect((await postPatientLogin(browser(), each.guid, each.password)).status).toBe(200);
  });

  it('answers an unknown guid, an unknown e-mail, any other name and a wrong password alike', async () => {
    const answers = await Promise.all([
      postPatientLogin(browser(), randomUUID(), patient.password),
      postPatientLogin(browser(), uniqueEmail('nobody'), patient.password),
      postPatientLogin(browser(), 'not a username', patient.password),
      postPatientLogin(browser(), patient.guid, 'Falsch!2026pw'),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(422);
      expect(response.body).toEqual(mismatchAnswer);
    }
    const failed = (await loginEvents(patient.id)).filter((e) => e.event === 'patient_account.login_failed');
    expect(failed.at(-1)!.details).toEqual({ reason: 'password' });
    expect(JSON.stringify(failed)).not.toContain('Falsch!2026pw');
  });

  it.each([
    ['no username', { password: 'x' }, 'username', 'Das ist ein Pflichtfeld'],
    ['a blank username', { username: '', password: 'x' }, 'username', 'Das ist ein Pflichtfeld'],
    ['no password', { username: 'someone' }, 'password', 'Das ist ein Pflichtfeld'],
    [
      'a number as password',
      { username: 'someone', password: 12345678 },
      'password',
      'Das ist ein Pflichtfeld',
    ],
    [
      'a too long password',
      { username: 'someone', password: 'x'.repeat(127) },
      'password',
      'Darf höchstens 126 Zeichen lang sein.',
    ],
    [
      'a too long username',
      { username: 'x'.repeat(256), password: 'x' },
      'username',
      'Darf höchstens 255 Zeichen lang sein.',
    ],
  ])('validates: %s', async (_name, body, field, message) => {
    const response = await post(browser(), '/api/patient/login', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('answers 429 after 5 attempts per username and IP, even with the right password; another IP still logs in', async () => {
    const client = browser();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await postPatientLogin(client, patient.guid, `Falsch!${attempt}pw`)).status).toBe(422);
    // The same username in another spelling shares the budget.
    const blocked = await postPatientLogin(client, patient.guid.toUpperCase(), patient.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await postPatientLogin(browser(), patient.guid, patient.password)).status).toBe(200);
  });

  it('counts parallel guesses before checking them, so no more than 5 get through', async () => {
    const client = browser();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postPatientLogin(client, patient.guid, 'Falsch!2026pw')),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
  });

  it('clears the counter after a successful login', async () => {
    const client = browser();
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await postPatientLogin(client, patient.email, 'Falsch!2026pw')).status).toBe(422);
    expect((await postPatientLogin(client, patient.email, patient.password)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await postPatientLogin(client, patient.email, 'Falsch!2026pw')).status).toBe(422);
    expect((await postPatientLogin(client, patient.email, 'Falsch!2026pw')).status).toBe(429);
  });

  it('needs the X-XSRF-TOKEN header (419)', async () => {
    const client = browser();
    await client.csrf();
    const response = await client.agent
      .post('/api/patient/login')
      .set('Accept', 'application/json')
      .send({ username: patient.guid, password: patient.password });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' });
  });
});

describe('POST /api/patient/logout', () => {
  it('ends the session (204, cookies cleared, the old cookie is dead) and is audited', async () => {
    const client = await patientSignedIn(app, patient);
    const oldCookie = sessionCookie(await client.agent.get('/sanctum/csrf-cookie'));
    const response = await post(client, '/api/patient/logout');
    expect(response.status).toBe(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('portal_session=;'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('XSRF-TOKEN=;'))).toBe(true);
    expect((await patientMe(client)).status).toBe(401);
    expect(oldCookie).toBeDefined();
    const replay = await new TestClient(app).agent.get('/api/patient/me').set('Cookie', oldCookie!);
    expect(replay.status).toBe(401);
    expect((await loginEvents(patient.id)).at(-1)).toMatchObject({
      event: 'patient_account.logout',
      details: { kind: 'portal' },
    });
  });

  it("ends a doctor's session through the doctor logout (audited as the doctor's logout)", async () => {
    const { client, user } = await signedIn(app);
    expect((await post(client, '/api/patient/logout')).status).toBe(204);
    await client.csrf();
    expect((await client.graphql(ME)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await auditRowsOf(app, user.id)).map((row) => row.event)).toContain('logout');
  });

  it('answers 204 without a session too', async () => {
    expect((await post(browser(), '/api/patient/logout')).status).toBe(204);
  });
});

describe('session separation', () => {
  it('a patient session reaches no doctor call', async () => {
    const client = await patientSignedIn(app, patient);
    for (const query of [ME, PATIENTS]) {
      const result = await client.graphql(query);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Unauthenticated.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(result.data ?? null).toBeNull();
    }
    const mutation = await client.graphql(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, {
      id: patient.id,
    });
    expect(mutation.errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await patientMe(client)).status).toBe(200);
  });

  it('a doctor session and an anonymous caller reach no patient call', async () => {
    const anonymous = browser();
    for (const client of [doctor.client, anonymous]) {
      const me = await patientMe(client);
      expect(me.status).toBe(401);
      expect(me.body).toEqual(UNAUTHENTICATED);
      const password = await post(client, '/api/patient/password', {
        current_password: doctor.password,
        password: 'Neues!2026pw',
        password_confirmation: 'Neues!2026pw',
      });
      expect(password.status).toBe(401);
      const token = await client.csrf();
      const deletion = await client.agent
        .delete('/api/patient/account')
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', token)
        .send({ password: doctor.password });
      expect(deletion.status).toBe(401);
      expect(deletion.body).toEqual(UNAUTHENTICATED);
    }
    // The doctor is still logged in.
    expect((await doctor.client.query<{ me: { email: string } }>(ME)).me.email).toBe(doctor.email);
  });

  it('a doctor logging in in the same browser ends the patient session', async () => {
    const client = await patientSignedIn(app, patient);
    const patientCookie = sessionCookie(await client.agent.get('/sanctum/csrf-cookie'));
    await login(client, doctor.email, doctor.password);
    expect((await patientMe(client)).status).toBe(401);
    expect((await client.query<{ me: { email: string } }>(ME)).me.email).toBe(doctor.email);
    expect(patientCookie).toBeDefined();
    expect(
      (await new TestClient(app).agent.get('/api/patient/me').set('Cookie', patientCookie!)).status,
    ).toBe(401);
  });

  it('a patient logging in in the same browser ends the doctor session', async () => {
    const { client, email } = await signedIn(app);
    expect((await client.query<{ me: { email: string } }>(ME)).me.email).toBe(email);
    fromOwnIp(client);
    const response = await postPatientLogin(client, patient.guid, patient.password);
    expect(response.status).toBe(200);
    await client.csrf();
    expect((await client.graphql(ME)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await patientMe(client)).status).toBe(200);
    // And the doctor's logout endpoint ends the patient's session too (one session per browser).
    expect((await post(client, '/logout')).status).toBe(204);
    expect((await patientMe(client)).status).toBe(401);
  });

  it('an admin acting as a doctor who logs in as a patient in the same browser gives the doctor back', async () => {
    const target = await signedIn(app);
    const admin = await signedInAdmin(app);
    await admin.client.query(`mutation ($doctorId: ID!) { loginAsDoctor(doctorId: $doctorId) { id } }`, {
      doctorId: target.doctor!.id,
    });
    await admin.client.csrf();
    const rename = (first_name: string) =>
      target.client.graphql(UPSERT_USER, {
        input: { first_name, last_name: 'Muster', salutation: 'female' },
      });
    expect((await rename('Gesperrt')).errors?.[0]?.extensions?.code).toBe('ACCOUNT_HANDLED_BY_ADMIN');
    fromOwnIp(admin.client);
    expect((await postPatientLogin(admin.client, patient.guid, patient.password)).status).toBe(200);
    expect((await rename('Frei')).errors).toBeUndefined();
  });

  it('a failed doctor login leaves the patient logged in, a failed patient login the doctor', async () => {
    const client = await patientSignedIn(app, patient);
    expect((await postLogin(client, doctor.email, 'Falsch!2026pw')).status).toBe(422);
    expect((await patientMe(client)).status).toBe(200);
    const { client: doctorClient, email } = await signedIn(app);
    fromOwnIp(doctorClient);
    expect((await postPatientLogin(doctorClient, patient.guid, 'Falsch!2026pw')).body.message).toBe(
      CREDENTIALS_MISMATCH,
    );
    expect((await doctorClient.query<{ me: { email: string } }>(ME)).me.email).toBe(email);
  });
});

describe('audit', () => {
  it('records login, read and logout with the patient as subject', async () => {
    const someone = await patientWithAccount(app, doctor.client);
    await postPatientLogin(browser(), someone.guid, 'Falsch!2026pw');
    const client = await patientSignedIn(app, someone);
    await patientMe(client);
    await post(client, '/api/patient/logout');
    expect(await patientEvents(app, someone.id)).toEqual([
      'patient.created',
      'patient_account.registered',
      'patient_account.login_failed',
      'patient_account.login_succeeded',
      'patient_account.viewed',
      'patient_account.logout',
    ]);
  });
});
