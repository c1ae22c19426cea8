import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { SentMail } from '../../src/modules/mail/sent-mail.entity.js';
import { PatientAccountLinks } from '../../src/modules/patient-accounts/services/patient-account-links.service.js';
import { PatientAccount } from '../../src/modules/patient-accounts/entities/patient-account.entity.js';
import { PatientPasswordResetToken } from '../../src/modules/patient-accounts/entities/patient-password-reset-token.entity.js';
import { PatientConsent } from '../../src/modules/patients/entities/patient-consent.entity.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import {
  type InvitedPatient,
  patientAuditRows,
  patientPasswordIs,
  patientRegistrationConsentIds,
  postAsPage,
  registerPathOf,
  REQUEST_PATIENT_RESET,
  storedPatientHash,
  verifyPath,
} from '../helpers/patient-accounts.js';
import { createPatient } from '../helpers/patients.js';
import { linkIn, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, post } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const APP_URL = 'http://portal.test';
const BIRTH_DATE = '1985-04-12';
const PASSWORD = 'Patient!2026pw';
const NEW_PASSWORD = 'Neues!2026pw';
const RESET = `mutation ($token: String!, $password: String!, $confirmation: String, $email: String) {
  resetPassword(token: $token, password: $password, password_confirmation: $confirmation, email: $email)
}`;
const TOKEN_INVALID = 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.';
const MISMATCH = 'Das Geburtsdatum stimmt nicht mit unseren Daten überein.';
const ACCOUNT_EXISTS = 'Für diesen Patienten existiert bereits ein Konto.';
const RESET_SUBJECT = 'Passwort für das Patientenportal zurücksetzen';

let app: INestApplication;
let worker: INestApplicationContext;
let doctor: TestClient;
let consentIds: string[];

beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  worker = await startTestWorker({ APP_URL });
  const account = await createUser(app);
  doctor = new TestClient(app);
  await login(doctor, account.email, account.password);
  consentIds = await patientRegistrationConsentIds(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const dataSource = () => app.get(DataSource);
const accountExists = (patientId: string) =>
  dataSource().getRepository(PatientAccount).existsBy({ patient_id: patientId });
const registrationConsentsOf = (patientId: string) =>
  dataSource()
    .getRepository(PatientConsent)
    .findBy({ patient_id: patientId })
    .then((rows) => rows.filter((row) => consentIds.includes(row.consent_id)));
const mailsTo = (email: string) => dataSource().getRepository(SentMail).countBy({ recipient: email });

async function newPatient(overrides: Record<string, unknown> = {}): Promise<InvitedPatient> {
  return (await createPatient(doctor, { date_of_birth: BIRTH_DATE, ...overrides })) as never;
}

const registerBody = (overrides: Record<string, unknown> = {}) => ({
  password: PASSWORD,
  password_confirmation: PASSWORD,
  consentIds,
  ...overrides,
});

/** Step 1 with the right birth date; returns the path of step 2. */
async function verified(patient: InvitedPatient): Promise<string> {
  const response = await postAsPage(app, verifyPath(app, patient), { date_of_birth: BIRTH_DATE });
  expect(response.status).toBe(200);
  return registerPathOf(response.body.registrationUrl);
}

async function registered(patient: InvitedPatient): Promise<void> {
  const response = await postAsPage(app, await verified(patient), registerBody());
  expect(response.status).toBe(200);
}

const requestReset = (patientGuid: string, email: string) =>
  new TestClient(app).graphql(REQUEST_PATIENT_RESET, { patientGuid, email });

async function mailedToken(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => m.subject === RESET_SUBJECT);
  return linkIn(mail, `${APP_URL}/patient/change-password?`).searchParams.get('token')!;
}

describe('patient portal account journey', () => {
  it('verifies, registers, mails a reset link and sets the new password with resetPassword', async () => {
    const patient = await newPatient();
    const verifyResponse = await postAsPage(app, verifyPath(app, patient), { date_of_birth: BIRTH_DATE });
    expect(verifyResponse.status).toBe(200);
    const registrationUrl = new URL(verifyResponse.body.registrationUrl);
    expect(`${registrationUrl.origin}${registrationUrl.pathname}`).toBe(
      `${APP_URL}/api/patients/${patient.guid}/register`,
    );
    const expires = Number(registrationUrl.searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const path = registerPathOf(registrationUrl.toString());
    const response = await postAsPage(app, path, registerBody({ consentIds: consentIds.map(Number) }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Ihr Konto wurde erfolgreich erstellt.',
      username: patient.guid,
      signInWith: 'email',
    });
    expect(await patientPasswordIs(app, patient.id, PASSWORD)).toBe(true);
    const consents = await registrationConsentsOf(patient.id);
    expect(consents.map((c) => c.consent_id).sort()).toEqual([...consentIds].sort());
    expect(consents.every((c) => c.accepted_by_user_id === null)).toBe(true);
    const welcome = await waitForMail(patient.email, (m) => m.subject === 'Ihr Konto im Patientenportal');
    expect(welcome.text).toContain(
      `Sie melden sich mit Ihrer E-Mail-Adresse ${patient.email} und Ihrem Passwort an.`,
    );
    expect(welcome.text).toContain(
      `melden Sie sich stattdessen mit diesem Benutzernamen an: ${patient.guid}`,
    );
    expect(welcome.links).toContain(`${APP_URL}/patient/login`);

    // Username + e-mail (any case) ask for the reset mail; the token is stored as its sha256 only.
    expect((await requestReset(patient.guid.toUpperCase(), patient.email.toUpperCase())).data).toEqual({
      requestPatientPasswordReset: true,
    });
    const token = await mailedToken(patient.email);
    const stored = await dataSource()
      .getRepository(PatientPasswordResetToken)
      .findOneByOrFail({ patient_id: patient.id });
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);

    const result = await new TestClient(app).graphql(RESET, {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
      email: patient.email,
    });
    expect(result).toMatchObject({ data: { resetPassword: true } });
    expect(await patientPasswordIs(app, patient.id, NEW_PASSWORD)).toBe(true);
    expect(await patientPasswordIs(app, patient.id, PASSWORD)).toBe(false);

    const reused = await new TestClient(app).graphql(RESET, { token, password: 'Drittes!2026pw' });
    expect(reused.errors?.[0]?.extensions?.validation).toEqual({ token: [TOKEN_INVALID] });
    expect(await patientPasswordIs(app, patient.id, NEW_PASSWORD)).toBe(true);

    const audit = await patientAuditRows(app, patient.id);
    expect(audit.map((row) => row.event)).toEqual(
      expect.arrayContaining([AuditEvent.PatientAccountRegistered, AuditEvent.PatientPasswordReset]),
    );
    const details = JSON.stringify(audit);
    const signature = new URL(`${APP_URL}${path}`).searchParams.get('signature')!;
    for (const secret of [PASSWORD, NEW_PASSWORD, token, stored.token_hash, signature])
      expect(details).not.toContain(secret);
  });

  it('accepts the birth date typed as DD.MM.YYYY and only the required consents', async () => {
    const patient = await newPatient();
    const response = await postAsPage(app, verifyPath(app, patient), { date_of_birth: '12.04.1985' });
    expect(response.status).toBe(200);
    const required = await patientRegistrationConsentIds(app, true);
    const registration = await postAsPage(
      app,
      registerPathOf(response.body.registrationUrl),
      registerBody({ consentIds: required, password_confirmation: undefined }),
    );
    expect(registration.status).toBe(200);
    expect(await accountExists(patient.id)).toBe(true);
  });

  it('refuses a second registration and changes nothing', async () => {
    const patient = await newPatient();
    const path = await verified(patient);
    const [first, second] = await Promise.all([
      postAsPage(app, path, registerBody()),
      postAsPage(app, path, registerBody({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const hash = await storedPatientHash(app, patient.id);

    const again = await postAsPage(
      app,
      path,
      registerBody({ password: 'Drittes!2026pw', password_confirmation: undefined }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ACCOUNT_EXISTS, reason: 'patientAccounts.accountExists' });
    expect(await storedPatientHash(app, patient.id)).toBe(hash);

    const verifyAgain = await postAsPage(app, verifyPath(app, patient), { date_of_birth: BIRTH_DATE });
    expect(verifyAgain.status).toBe(409);
    expect(verifyAgain.body).toEqual({ message: ACCOUNT_EXISTS, reason: 'patientAccounts.accountExists' });
  });
});

describe('POST /api/patients/:guid/verify', () => {
  it('refuses a wrong birth date on date_of_birth and records the failure', async () => {
    const patient = await newPatient();
    const response = await postAsPage(app, verifyPath(app, patient), { date_of_birth: '1985-04-13' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: MISMATCH,
      errors: { date_of_birth: [MISMATCH] },
      reasons: { date_of_birth: ['patientAccounts.birthDateMismatch'] },
    });
    expect(response.body.registrationUrl).toBeUndefined();
    const audit = await patientAuditRows(app, patient.id);
    expect(audit.map((row) => row.event)).toContain(AuditEvent.PatientBirthDateMismatch);
    expect(JSON.stringify(audit)).not.toContain('1985-04-13');
  });

  it.each([
    ['missing', undefined, 'Das ist ein Pflichtfeld'],
    ['empty', '', 'Das ist ein Pflichtfeld'],
    ['not a date', '31.02.1985', 'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.'],
    ['before 1900', '1899-12-31', 'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.'],
    ['a number', 19850412, 'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.'],
  ])('validates the date: %s', async (_name, value, message) => {
    const patient = await newPatient();
    const response = await postAsPage(app, verifyPath(app, patient), { date_of_birth: value });
    expect(response.status).toBe(422);
    expect(response.body.errors.date_of_birth).toContain(message);
  });

  it('answers 429 with Retry-After after 5 attempts per guid and IP, even for the right date', async () => {
    const patient = await newPatient();
    const path = verifyPath(app, patient);
    const page = new TestClient(app);
    page.agent.set('X-Forwarded-For', '10.77.0.1');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post(page, path, { date_of_birth: '1990-01-01' })).status).toBe(422);
    const blocked = await post(page, path, { date_of_birth: BIRTH_DATE });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not blocked.
    expect((await postAsPage(app, path, { date_of_birth: BIRTH_DATE })).status).toBe(200);
  });

  it('answers 404 for a correctly signed link of a deleted or removed patient', async () => {
    const deleted = await newPatient();
    const deletedPath = verifyPath(app, deleted);
    await dataSource().getRepository(Patient).delete({ id: deleted.id });
    const removed = await newPatient();
    await doctor.query('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: removed.id });
    for (const path of [deletedPath, verifyPath(app, removed)]) {
      const response = await postAsPage(app, path, { date_of_birth: BIRTH_DATE });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Patient not found.', reason: 'common.notFound' });
    }
  });
});

describe('signed links', () => {
  let patient: InvitedPatient;
  let other: InvitedPatient;
  let verify: string;
  let register: string;
  beforeAll(async () => {
    patient = await newPatient();
    other = await newPatient();
    verify = verifyPath(app, patient);
    register = await verified(patient);
  });
  afterAll(async () => {
    expect(await accountExists(patient.id)).toBe(false);
    expect(await accountExists(other.id)).toBe(false);
    expect(await registrationConsentsOf(patient.id)).toEqual([]);
  });

  const refused = async (path: string, body: Record<string, unknown>) => {
    const response = await postAsPage(app, path, body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Invalid signature.', reason: 'common.invalidSignature' });
  };
  const steps = () =>
    [
      ['verify', verify, { date_of_birth: BIRTH_DATE }],
      ['register', register, registerBody()],
    ] as const;

  it.each(['verify', 'register'])('%s refuses another patient guid', (step) => {
    const [, path, body] = steps().find(([name]) => name === step)!;
    return refused(path.replace(patient.guid, other.guid), body);
  });
  it.each(['verify', 'register'])('%s refuses an extra parameter', (step) => {
    const [, path, body] = steps().find(([name]) => name === step)!;
    return refused(`${path}&x=1`, body);
  });
  it.each(['verify', 'register'])('%s refuses a changed expiry', (step) => {
    const [, path, body] = steps().find(([name]) => name === step)!;
    return refused(path.replace(/expires=\d+/, 'expires=9999999999'), body);
  });
  it.each(['verify', 'register'])('%s refuses a missing signature', (step) => {
    const [, path, body] = steps().find(([name]) => name === step)!;
    return refused(path.split('&signature=')[0], body);
  });
  it('refuses the invitation signature on the register step (step 1 cannot be skipped)', () =>
    refused(verify.replace('/verify?', '/register?'), registerBody()));
  it('refuses an expired invitation before looking at the body', () =>
    refused(verifyPath(app, patient, new Date(Date.now() - 1000)), { date_of_birth: 'x' }));
  it('refuses an expired registration link before looking at the body', async () => {
    const expired = app.get(PatientAccountLinks).registrationUrl(patient.guid, new Date(Date.now() - 1000));
    await refused(registerPathOf(expired), { password: 'x' });
  });
});

describe('POST /api/patients/:guid/register validation (nothing changes)', () => {
  let patient: InvitedPatient;
  let path: string;
  beforeAll(async () => {
    patient = await newPatient();
    path = await verified(patient);
  });

  it.each([
    ['no password', { password: undefined }, 'password', 'Das ist ein Pflichtfeld'],
    ['a number as password', { password: 12345678 }, 'password', 'Das ist ein Pflichtfeld'],
    [
      'short password',
      { password: 'Ab1!', password_confirmation: 'Ab1!' },
      'password',
      'Muss zwischen 8 und 64 Zeichen lang sein.',
    ],
    [
      'long password',
      { password: `Aa1!${'x'.repeat(61)}` },
      'password',
      'Muss zwischen 8 und 64 Zeichen lang sein.',
    ],
    [
      'no lowercase letter',
      { password: 'PATIENT!2026' },
      'password',
      'Muss mindestens einen Kleinbuchstaben enthalten.',
    ],
    [
      'no uppercase letter',
      { password: 'patient!2026' },
      'password',
      'Muss mindestens einen Großbuchstaben enthalten.',
    ],
    ['no digit', { password: 'Patient!pw' }, 'password', 'Muss mindestens eine Ziffer enthalten.'],
    [
      'no symbol',
      { password: 'Patient2026pw' },
      'password',
      'Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;',
    ],
    ['an unsupported character', { password: 'Patient!2026ü' }, 'password', 'Nicht unterstützte Zeichen: ü'],
    [
      'a confirmation that differs',
      { password_confirmation: 'Anders!2026pw' },
      'password_confirmation',
      'Passwörter stimmen nicht überein.',
    ],
    ['no consents', { consentIds: undefined }, 'consentIds', 'Dies ist erforderlich'],
    [
      'a required consent missing',
      () => ({ consentIds: consentIds.slice(1) }),
      'consentIds',
      'Dies ist erforderlich',
    ],
    [
      'an unknown consent',
      () => ({ consentIds: [...consentIds, '999999999'] }),
      'consentIds',
      'Unbekannte Einwilligung.',
    ],
    [
      'a consent id that is not a number',
      () => ({ consentIds: [...consentIds, 'x'] }),
      'consentIds',
      'Unbekannte Einwilligung.',
    ],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const change = typeof overrides === 'function' ? overrides() : overrides;
    const response = await postAsPage(app, path, registerBody(change));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toContain(message);
    expect(await accountExists(patient.id)).toBe(false);
    expect(await registrationConsentsOf(patient.id)).toEqual([]);
  });

  it('refuses a consent of another type (NewPatient)', async () => {
    const [newPatientConsent] = await dataSource()
      .getRepository(PatientConsent)
      .findBy({ patient_id: patient.id });
    const response = await postAsPage(
      app,
      path,
      registerBody({ consentIds: [...consentIds, newPatientConsent.consent_id] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.consentIds).toEqual(['Unbekannte Einwilligung.']);
    expect(await accountExists(patient.id)).toBe(false);
  });
});

describe('requestPatientPasswordReset', () => {
  it('answers an unknown guid, another e-mail and an unregistered patient like success and mails nothing', async () => {
    const registeredPatient = await newPatient();
    await registered(registeredPatient);
    const unregistered = await newPatient();
    const cases = [
      ['5b0c0a52-0000-4000-8000-000000000000', registeredPatient.email],
      ['not-a-guid', registeredPatient.email],
      [registeredPatient.guid, unregistered.email],
      [unregistered.guid, unregistered.email],
    ];
    for (const [guid, email] of cases)
      expect(await requestReset(guid, email)).toEqual({
        status: 200,
        data: { requestPatientPasswordReset: true },
      });
    const tokens = dataSource().getRepository(PatientPasswordResetToken);
    expect(await tokens.existsBy({ patient_id: registeredPatient.id })).toBe(false);
    expect(await tokens.existsBy({ patient_id: unregistered.id })).toBe(false);
    expect(await mailsTo(unregistered.email)).toBe(0);
    // Only the welcome mail went to the registered patient.
    expect(await mailsTo(registeredPatient.email)).toBe(1);
  });

  it('answers PASSWORD_ALREADY_SENT to a second request within 60 seconds, for unknown guids too', async () => {
    const patient = await newPatient();
    await registered(patient);
    await requestReset(patient.guid, patient.email);
    const second = await requestReset(patient.guid, patient.email);
    expect(second.errors?.[0]).toMatchObject({
      message: 'PASSWORD_ALREADY_SENT',
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
    });
    const unknown = '5b0c0a52-1111-4000-8000-000000000000';
    await requestReset(unknown, patient.email);
    expect((await requestReset(unknown, patient.email)).errors?.[0]?.message).toBe('PASSWORD_ALREADY_SENT');
    await mailedToken(patient.email);
    expect(await mailsTo(patient.email)).toBe(2);
  });

  it.each([
    ['', 'x@example.com', 'patientGuid', 'Das ist ein Pflichtfeld'],
    ['x'.repeat(65), 'x@example.com', 'patientGuid', 'Darf höchstens 64 Zeichen lang sein.'],
    ['5b0c0a52-2222-4000-8000-000000000000', '', 'email', 'Das ist ein Pflichtfeld'],
    [
      '5b0c0a52-2222-4000-8000-000000000000',
      'not-an-email',
      'email',
      'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
    ],
  ])('validates %j / %j', async (guid, email, field, message) => {
    const result = await requestReset(guid, email);
    expect(result.errors?.[0]?.message).toBe(
      'Validation failed for the field [requestPatientPasswordReset].',
    );
    expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>)[field]).toContain(
      message,
    );
  });

  describe('resetPassword with a patient token (the password stays when refused)', () => {
    let patient: InvitedPatient;
    let token: string;
    beforeAll(async () => {
      patient = await newPatient();
      await registered(patient);
      await requestReset(patient.guid, patient.email);
      token = await mailedToken(patient.email);
    });
    afterEach(async () => {
      expect(await patientPasswordIs(app, patient.id, PASSWORD)).toBe(true);
    });

    it('refuses another e-mail', async () => {
      const result = await new TestClient(app).graphql(RESET, {
        token,
        password: NEW_PASSWORD,
        email: 'someone.else@example.com',
      });
      expect(result.errors?.[0]?.extensions?.validation).toEqual({ token: [TOKEN_INVALID] });
    });

    it('refuses an expired token', async () => {
      const tokens = dataSource().getRepository(PatientPasswordResetToken);
      await tokens.update({ patient_id: patient.id }, { created_at: new Date(Date.now() - 61 * 60_000) });
      const result = await new TestClient(app).graphql(RESET, { token, password: NEW_PASSWORD });
      expect(result.errors?.[0]?.extensions?.validation).toEqual({ token: [TOKEN_INVALID] });
      expect(await tokens.existsBy({ patient_id: patient.id })).toBe(true);
    });
  });
});

describe('maintenance mode', () => {
  let maintenance: INestApplication;
  beforeAll(async () => {
    maintenance = await createTestApp({ APP_URL, MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => closeApp(maintenance));

  it('refuses verify, register and the reset request, and changes nothing', async () => {
    const patient = await newPatient();
    const register = await verified(patient);
    const writeAccess = {
      message: 'This action requires write access.',
      reason: 'common.writeAccessRequired',
    };
    const verifyResponse = await postAsPage(maintenance, verifyPath(app, patient), {
      date_of_birth: BIRTH_DATE,
    });
    expect(verifyResponse.status).toBe(503);
    expect(verifyResponse.body).toEqual(writeAccess);
    const registerResponse = await postAsPage(maintenance, register, registerBody());
    expect(registerResponse.status).toBe(503);
    expect(registerResponse.body).toEqual(writeAccess);
    expect(await accountExists(patient.id)).toBe(false);

    const reset = await new TestClient(maintenance).graphql(REQUEST_PATIENT_RESET, {
      patientGuid: patient.guid,
      email: patient.email,
    });
    expect(reset.errors?.[0]).toMatchObject({
      message: writeAccess.message,
      extensions: { code: 'WRITE_ACCESS_REQUIRED', reason: writeAccess.reason },
    });
  });
});
