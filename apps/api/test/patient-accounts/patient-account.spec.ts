import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConsentType } from '@portal/shared-types';
import { randomToken, sha256 } from '../../src/common/crypto/secrets.js';
import { PatientAccount } from '../../src/modules/patient-accounts/entities/patient-account.entity.js';
import { PatientPasswordResetToken } from '../../src/modules/patient-accounts/entities/patient-password-reset-token.entity.js';
import { signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { patientPasswordIs } from '../helpers/patient-accounts.js';
import {
  deleteWithBody,
  mismatchAnswer,
  patientEvents,
  patientMe,
  patientSignedIn,
  patientWithAccount,
  type PortalTestPatient,
  postPatientLogin,
  PORTAL_BIRTH_DATE,
  registerPortalAccount,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { post, sessionCookie, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const APP_URL = 'http://portal.test';
const NEW_PASSWORD = 'Neues!2026pw';
const WRONG_PASSWORD = 'Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.';
const CHANGED = { message: 'Passwort erfolgreich geändert' };
const DELETED = { message: 'Das Konto wurde erfolgreich gelöscht.' };
const WRITE_ACCESS = { message: 'This action requires write access.', reason: 'common.writeAccessRequired' };
const RESET = `mutation ($token: String!, $password: String!, $confirmation: String) {
  resetPassword(token: $token, password: $password, password_confirmation: $confirmation)
}`;

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  doctor = await signedIn(app);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const newPatient = (overrides: Record<string, unknown> = {}) =>
  patientWithAccount(app, doctor.client, overrides);
const accountExists = (patientId: string) =>
  db().getRepository(PatientAccount).existsBy({ patient_id: patientId });
const consentTypesOf = async (patientId: string) =>
  (
    await db().query<{ type: string }[]>(
      `SELECT c.type FROM patient_consents pc JOIN consents c ON c.id = pc.consent_id WHERE pc.patient_id = $1`,
      [patientId],
    )
  ).map((row) => row.type);
const changePassword = (client: TestClient, body: Record<string, unknown>) =>
  post(client, '/api/patient/password', body);
const changeBody = (patient: PortalTestPatient, overrides: Record<string, unknown> = {}) => ({
  current_password: patient.password,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  ...overrides,
});
const deleteAccount = (client: TestClient, body: Record<string, unknown>) =>
  deleteWithBody(client, '/api/patient/account', body);

describe('GET /api/patient/me', () => {
  it("answers the patient's own record summary with the practice name and audits the read", async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const response = await patientMe(client);
    expect(response.status).toBe(200);
    const [practice] = await db().query<{ name: string }[]>(
      `SELECT mc.name FROM patients p JOIN medical_centers mc ON mc.id = p.medical_center_id WHERE p.id = $1`,
      [patient.id],
    );
    expect(response.body).toEqual({
      id: patient.id,
      guid: patient.guid,
      first_name: patient.first_name,
      last_name: patient.last_name,
      email: patient.email,
      date_of_birth: PORTAL_BIRTH_DATE,
      practice_name: practice.name,
    });
    expect((await patientEvents(app, patient.id)).at(-1)).toBe('patient_account.viewed');
  });

  it('answers practice_name null after the doctor removed the patient (the account keeps working)', async () => {
    const patient = await newPatient();
    await doctor.client.query(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, { id: patient.id });
    const client = await patientSignedIn(app, patient);
    const response = await patientMe(client);
    expect(response.status).toBe(200);
    expect(response.body.practice_name).toBeNull();
  });
});

describe('POST /api/patient/password', () => {
  let patient: PortalTestPatient;
  let client: TestClient;
  beforeAll(async () => {
    patient = await newPatient();
    client = await patientSignedIn(app, patient);
  });

  it.each([
    ['no current password', { current_password: undefined }, 'current_password', 'Das ist ein Pflichtfeld'],
    [
      'a too long current password',
      { current_password: 'x'.repeat(127) },
      'current_password',
      'Darf höchstens 126 Zeichen lang sein.',
    ],
    ['no new password', { password: undefined }, 'password', 'Das ist ein Pflichtfeld'],
    [
      'a short new password',
      { password: 'Ab1!', password_confirmation: 'Ab1!' },
      'password',
      'Muss zwischen 8 und 64 Zeichen lang sein.',
    ],
    [
      'a new password without a digit',
      { password: 'Patient!pw', password_confirmation: 'Patient!pw' },
      'password',
      'Muss mindestens eine Ziffer enthalten.',
    ],
    [
      'a new password without a symbol',
      { password: 'Patient2026pw', password_confirmation: 'Patient2026pw' },
      'password',
      'Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;',
    ],
    ['no repeat', { password_confirmation: undefined }, 'password_confirmation', 'Das ist ein Pflichtfeld'],
    [
      'a repeat that differs',
      { password_confirmation: 'Anders!2026pw' },
      'password_confirmation',
      'Die Passwörter stimmen nicht überein',
    ],
    ['a wrong current password', { current_password: 'Falsch!2026pw' }, 'current_password', WRONG_PASSWORD],
  ])('refuses %s and keeps the password', async (_name, overrides, field, message) => {
    const response = await changePassword(client, changeBody(patient, overrides));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await patientPasswordIs(app, patient.id, patient.password)).toBe(true);
  });

  it('answers 429 after 5 checks of the current password per minute, even the right one', async () => {
    const limited = await newPatient();
    const browser = await patientSignedIn(app, limited);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await changePassword(browser, changeBody(limited, { current_password: 'Falsch!2026pw' }))).status,
      ).toBe(422);
    const blocked = await changePassword(browser, changeBody(limited));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    // The deletion shares the budget.
    expect((await deleteAccount(browser, { password: limited.password })).status).toBe(429);
    expect(await accountExists(limited.id)).toBe(true);
    expect(await patientPasswordIs(app, limited.id, limited.password)).toBe(true);
  });

  it('sets the new password, ends the other sessions, keeps this one under a new id', async () => {
    const patient = await newPatient();
    const here = await patientSignedIn(app, patient);
    const elsewhere = await patientSignedIn(app, patient);
    const response = await changePassword(here, changeBody(patient));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(CHANGED);
    const rotated = sessionCookie(response);
    expect(rotated).toBeDefined();
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);

    expect((await patientMe(here)).status).toBe(200);
    expect((await patientMe(elsewhere)).status).toBe(401);
    expect(await patientPasswordIs(app, patient.id, NEW_PASSWORD)).toBe(true);

    const old = await postPatientLogin(fromOwnIp(new TestClient(app)), patient.guid, patient.password);
    expect(old.status).toBe(422);
    expect(old.body).toEqual(mismatchAnswer);
    const fresh = await postPatientLogin(fromOwnIp(new TestClient(app)), patient.guid, NEW_PASSWORD);
    expect(fresh.status).toBe(200);

    // The rotated session keeps writing with its new XSRF token.
    expect((await post(here, '/api/patient/logout')).status).toBe(204);
    const events = await patientEvents(app, patient.id);
    expect(events).toContain('patient_account.password_changed');
    const rows = await db().query<{ details: unknown }[]>(
      `SELECT details FROM audit_logs WHERE subject_id = $1 AND subject_type = 'patient'`,
      [patient.id],
    );
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
  });
});

describe('DELETE /api/patient/account', () => {
  it.each([
    ['no password', {}, 'Das ist ein Pflichtfeld'],
    ['a too long password', { password: 'x'.repeat(127) }, 'Darf höchstens 126 Zeichen lang sein.'],
    ['a wrong password', { password: 'Falsch!2026pw' }, WRONG_PASSWORD],
  ])('refuses %s and deletes nothing', async (_name, body, message) => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const response = await deleteAccount(client, body);
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toEqual([message]);
    expect(await accountExists(patient.id)).toBe(true);
    expect((await patientMe(client)).status).toBe(200);
  });

  it('deletes the login and the portal consents, ends every session, keeps the record for the practice', async () => {
    const patient = await newPatient();
    const order = await insertOrder(app, patient.id);
    await db().query(
      `INSERT INTO patient_lifestyle_answers (patient_id, question_id, values)
       SELECT $1, id, ARRAY['yes'] FROM lifestyle_questions ORDER BY id LIMIT 1`,
      [patient.id],
    );
    await db()
      .getRepository(PatientPasswordResetToken)
      .insert({ patient_id: patient.id, token_hash: sha256(randomToken()) });
    expect(await consentTypesOf(patient.id)).toContain(ConsentType.PatientRegistration);
    const here = await patientSignedIn(app, patient);
    const elsewhere = await patientSignedIn(app, patient);

    const response = await deleteAccount(here, { password: patient.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DELETED);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('portal_session=;'))).toBe(true);

    expect(await accountExists(patient.id)).toBe(false);
    expect(await db().getRepository(PatientPasswordResetToken).existsBy({ patient_id: patient.id })).toBe(
      false,
    );
    for (const client of [here, elsewhere]) {
      const me = await patientMe(client);
      expect(me.status).toBe(401);
      expect(me.body).toEqual(UNAUTHENTICATED);
    }
    const login = await postPatientLogin(fromOwnIp(new TestClient(app)), patient.guid, patient.password);
    expect(login.status).toBe(422);
    expect(login.body).toEqual(mismatchAnswer);

    // The practice keeps the record, the answers, the orders and the doctor's consents.
    const types = await consentTypesOf(patient.id);
    expect(types).not.toContain(ConsentType.PatientRegistration);
    expect(types).toContain(ConsentType.NewPatient);
    const record = await doctor.client.query<{
      patient: { guid: string; orders: { id: string }[] };
      patientLifestyleAnswers: { values: string[] }[];
    }>(
      `query ($id: ID!) { patient(id: $id) { guid orders { id } } patientLifestyleAnswers(id: $id) { values } }`,
      { id: patient.id },
    );
    expect(record.patient.guid).toBe(patient.guid);
    expect(record.patient.orders.map((o) => o.id)).toEqual([order.id]);
    expect(record.patientLifestyleAnswers).toEqual([{ values: ['yes'] }]);

    const [audit] = await db().query<{ details: Record<string, unknown>; user_id: string | null }[]>(
      `SELECT details, user_id FROM audit_logs WHERE event = 'patient_account.deleted' AND subject_id = $1`,
      [patient.id],
    );
    expect(audit).toEqual({ details: { consentsRemoved: expect.any(Number) }, user_id: null });
    expect(audit.details.consentsRemoved).toBeGreaterThan(0);

    // The admin may invite the patient again, and the patient may register again.
    const admin = await signedInAdmin(app);
    const invitation = await admin.client.graphql(
      `mutation ($id: String!) { invitePatient(id: $id) { id } }`,
      {
        id: patient.guid,
      },
    );
    expect(invitation.errors).toBeUndefined();
    await registerPortalAccount(app, patient, NEW_PASSWORD);
    expect((await postPatientLogin(fromOwnIp(new TestClient(app)), patient.guid, NEW_PASSWORD)).status).toBe(
      200,
    );
  });
});

describe('resetPassword with a patient token', () => {
  it("ends all the patient's sessions", async () => {
    const patient = await newPatient();
    const first = await patientSignedIn(app, patient);
    const second = await patientSignedIn(app, patient);
    const token = randomToken();
    await db()
      .getRepository(PatientPasswordResetToken)
      .insert({ patient_id: patient.id, token_hash: sha256(token) });
    const result = await new TestClient(app).graphql(RESET, {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(result.data).toEqual({ resetPassword: true });
    for (const client of [first, second]) expect((await patientMe(client)).status).toBe(401);
    expect((await postPatientLogin(fromOwnIp(new TestClient(app)), patient.guid, NEW_PASSWORD)).status).toBe(
      200,
    );
  });
});

describe('CSRF', () => {
  it('refuses the writes without X-XSRF-TOKEN (419)', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const password = await client.agent
      .post('/api/patient/password')
      .set('Accept', 'application/json')
      .send(changeBody(patient));
    const deletion = await client.agent
      .delete('/api/patient/account')
      .set('Accept', 'application/json')
      .send({ password: patient.password });
    for (const response of [password, deletion]) {
      expect(response.status).toBe(419);
      expect(response.body).toEqual({ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' });
    }
    expect(await accountExists(patient.id)).toBe(true);
    expect(await patientPasswordIs(app, patient.id, patient.password)).toBe(true);
  });
});

describe('maintenance mode', () => {
  let maintenance: INestApplication;
  beforeAll(async () => {
    maintenance = await createTestApp({ APP_URL, MAINTENANCE_MODE: 'true', ...TRUST_PROXY_FOR_TESTS });
  });
  afterAll(() => closeApp(maintenance));

  it('lets the patient log in, read and log out, but refuses the password change and the deletion', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(maintenance, patient);
    expect((await patientMe(client)).status).toBe(200);
    const password = await changePassword(client, changeBody(patient));
    const deletion = await deleteAccount(client, { password: patient.password });
    for (const response of [password, deletion]) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual(WRITE_ACCESS);
    }
    expect(await accountExists(patient.id)).toBe(true);
    expect(await patientPasswordIs(app, patient.id, patient.password)).toBe(true);
    expect((await post(client, '/api/patient/logout')).status).toBe(204);
  });
});

describe('audit', () => {
  it('records every read and write of the account with the patient as subject and no user', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    await patientMe(client);
    await changePassword(client, changeBody(patient));
    await deleteAccount(client, { password: NEW_PASSWORD });
    expect(await patientEvents(app, patient.id)).toEqual([
      'patient.created',
      'patient_account.registered',
      'patient_account.login_succeeded',
      'patient_account.viewed',
      'patient_account.password_changed',
      'patient_account.deleted',
    ]);
    const users = await db().query<{ user_id: string | null }[]>(
      `SELECT user_id FROM audit_logs WHERE subject_id = $1 AND event LIKE 'patient_account.%'`,
      [patient.id],
    );
    expect(users.every((row) => row.user_id === null)).toBe(true);
  });
});
