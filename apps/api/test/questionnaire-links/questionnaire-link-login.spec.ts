import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { QuestionnaireAuditEvent } from '../../src/modules/patients/index.js';
import { QuestionnaireLinkUrls } from '../../src/modules/questionnaire-links/services/questionnaire-link-urls.service.js';
import { TestClient } from '../helpers/client.js';
import { ownQueues } from '../helpers/formulas.js';
import { createPatient } from '../helpers/patients.js';
import {
  apiPathOf,
  currentApiPath,
  linkOf,
  PATIENT_INFO,
  postBirthDate,
  questionnaireSession,
  SEND_LINK,
} from '../helpers/questionnaire-links.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { sessionCookie, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// POST /api/patients/:patient/login: the questionnaire link's birth-date step.
const BIRTH_DATE = '1985-04-12';
const MISMATCH = 'Das Geburtsdatum stimmt nicht mit unseren Daten überein.';
const BIRTH_DATE_RULE = 'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.';
const REFUSED = { message: 'Invalid signature.', reason: 'common.invalidSignature' };
const UNAUTHENTICATED = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };

let app: INestApplication;
let doctor: TestClient;

beforeAll(async () => {
  // The suite's own queues and no worker: mails and calculations stay queued.
  app = await createTestApp({ ...ownQueues(), ...TRUST_PROXY_FOR_TESTS });
  doctor = (await signedIn(app)).client;
});
afterAll(() => closeApp(app));

type Sent = { id: string; guid: string; first_name: string; last_name: string };

async function patientWithLink(overrides: Record<string, unknown> = {}): Promise<Sent> {
  const patient = (await createPatient(doctor, overrides)) as unknown as Sent;
  await doctor.query(SEND_LINK, { patientId: patient.id });
  return patient;
}

const auditEvents = async (patientId: string) =>
  (
    await app
      .get(DataSource)
      .getRepository(AuditLog)
      .find({ where: { subject_type: 'patient', subject_id: patientId }, order: { id: 'ASC' } })
  ).map((row) => ({ event: row.event, user: row.user_id, details: row.details }));

describe('opening a questionnaire link', () => {
  it('opens a fresh questionnaire session with the right birth date', async () => {
    const patient = await patientWithLink();
    const browser = fromOwnIp(new TestClient(app));
    await browser.csrf();
    const before = sessionCookie(await browser.agent.get('/sanctum/csrf-cookie'));
    const response = await postBirthDate(app, await currentApiPath(app, patient), BIRTH_DATE, browser);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      patientId: patient.id,
      patient: { id: patient.id, first_name: patient.first_name, last_name: patient.last_name },
    });
    const after = sessionCookie(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(String(response.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    await browser.csrf();
    const { patientInfo } = await browser.query<{ patientInfo: Record<string, unknown> }>(PATIENT_INFO);
    expect(patientInfo).toEqual({
      id: patient.id,
      first_name: patient.first_name,
      biological_sex: 'Female',
      weight: 61.5,
      height: 168,
      date_of_birth: BIRTH_DATE,
      isLifestyleQuestionnaireAvailable: true,
      latestAnswers: [],
    });
    const events = await auditEvents(patient.id);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: QuestionnaireAuditEvent.LoginSucceeded,
          user: null,
          details: expect.objectContaining({ by: 'patient' }),
        }),
        expect.objectContaining({
          event: QuestionnaireAuditEvent.Viewed,
          user: null,
          details: expect.objectContaining({ by: 'patient', what: 'patientInfo' }),
        }),
      ]),
    );
    const signature = new URL(`http://x${await currentApiPath(app, patient)}`).searchParams.get('signature')!;
    expect(JSON.stringify(events)).not.toContain(signature);
  });

  it('accepts the date typed as DD.MM.YYYY too', async () => {
    const patient = await patientWithLink();
    const response = await postBirthDate(app, await currentApiPath(app, patient), '12.04.1985');
    expect(response.status).toBe(200);
  });

  it('refuses a wrong birth date on birthDate, records it and opens no session', async () => {
    const patient = await patientWithLink();
    const browser = fromOwnIp(new TestClient(app));
    const response = await postBirthDate(app, await currentApiPath(app, patient), '1985-04-13', browser);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: MISMATCH,
      errors: { birthDate: [MISMATCH] },
      reasons: { birthDate: ['patientAccounts.birthDateMismatch'] },
    });
    await browser.csrf();
    expect((await browser.graphql(PATIENT_INFO)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    const events = await auditEvents(patient.id);
    expect(events.map((e) => e.event)).toContain(QuestionnaireAuditEvent.BirthDateMismatch);
    expect(events.map((e) => e.event)).not.toContain(QuestionnaireAuditEvent.LoginSucceeded);
    expect(JSON.stringify(events)).not.toContain('1985-04-13');
  });

  it.each([
    ['missing', undefined, 'Das ist ein Pflichtfeld'],
    ['empty', '', 'Das ist ein Pflichtfeld'],
    ['not a date', '1985-02-30', BIRTH_DATE_RULE],
    ['before 1900-01-01', '1899-12-31', BIRTH_DATE_RULE],
    ['in the future', '2999-01-01', BIRTH_DATE_RULE],
    ['a number', 19850412, BIRTH_DATE_RULE],
  ])('validates the date: %s', async (_name, value, message) => {
    const patient = await patientWithLink();
    const response = await postBirthDate(app, await currentApiPath(app, patient), value);
    expect(response.status).toBe(422);
    expect(response.body.errors.birthDate).toContain(message);
  });

  it('takes 1900-01-01 as a date (and checks it against the record)', async () => {
    const patient = await patientWithLink();
    const response = await postBirthDate(app, await currentApiPath(app, patient), '1900-01-01');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ birthDate: [MISMATCH] });
  });

  it('answers 429 from the 6th attempt on a link from one address, even for the right date', async () => {
    const patient = await patientWithLink();
    const path = await currentApiPath(app, patient);
    const browser = fromOwnIp(new TestClient(app));
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await postBirthDate(app, path, '1990-01-01', browser)).status).toBe(422);
    const blocked = await postBirthDate(app, path, BIRTH_DATE, browser);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not blocked.
    expect((await postBirthDate(app, path, BIRTH_DATE)).status).toBe(200);
  });

  it('answers 429 after 20 attempts from one address over all links within the hour', async () => {
    const browser = fromOwnIp(new TestClient(app));
    const paths: string[] = [];
    for (let i = 0; i < 5; i++) paths.push(await currentApiPath(app, await patientWithLink()));
    for (const path of paths.slice(0, 4))
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await postBirthDate(app, path, '1990-01-01', browser)).status).toBe(422);
    const blocked = await postBirthDate(app, paths[4], BIRTH_DATE, browser);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('links that do not work answer alike (no hint whether a guid exists)', () => {
  const refused = async (path: string, birthDate: unknown = BIRTH_DATE) => {
    const response = await postBirthDate(app, path, birthDate);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
  };

  it('refuses a tampered signature, expiry, guid or an extra parameter', async () => {
    const patient = await patientWithLink();
    const other = await patientWithLink();
    const path = await currentApiPath(app, patient);
    const flipped = path.replace(
      /signature=(.+)$/,
      (_match, signature: string) =>
        `signature=${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`,
    );
    expect(flipped).not.toBe(path);
    await refused(flipped);
    await refused(path.replace(/expires=\d+/, 'expires=9999999999'));
    await refused(path.replace(patient.guid, other.guid));
    await refused(`${path}&x=1`);
    await refused(path.split('&signature=')[0]);
  });

  it('refuses an expired link before looking at the body', async () => {
    const patient = await patientWithLink();
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await app
      .get(DataSource)
      .query('UPDATE patient_questionnaire_links SET expires_at = $2 WHERE patient_id = $1', [
        patient.id,
        past,
      ]);
    await refused(await currentApiPath(app, patient), 'x');
  });

  it('refuses an older link after a resend and takes the new one', async () => {
    const patient = await patientWithLink();
    // A resend within the same second would carry the same expiry: move the first one back.
    await app
      .get(DataSource)
      .query(
        `UPDATE patient_questionnaire_links SET expires_at = expires_at - interval '1 hour' WHERE patient_id = $1`,
        [patient.id],
      );
    const olderStored = await currentApiPath(app, patient);
    await doctor.query(SEND_LINK, { patientId: patient.id });
    const newer = await currentApiPath(app, patient);
    expect(newer).not.toBe(olderStored);
    await refused(olderStored);
    expect((await postBirthDate(app, newer, BIRTH_DATE)).status).toBe(200);
  });

  it('refuses a correctly signed link of a patient with no link, an unknown guid or a removed patient', async () => {
    const urls = app.get(QuestionnaireLinkUrls);
    const future = new Date(Date.now() + 3600_000);
    const never = (await createPatient(doctor)) as unknown as Sent;
    await refused(apiPathOf(urls.pageUrl(never.guid, future), never.guid));
    const unknown = '6f1c1b1e-0000-4000-8000-000000000000';
    await refused(apiPathOf(urls.pageUrl(unknown, future), unknown));
    const removed = await patientWithLink();
    const removedPath = await currentApiPath(app, removed);
    const session = await questionnaireSession(app, removed, BIRTH_DATE);
    await doctor.query('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: removed.id });
    await refused(removedPath);
    // A session opened before the removal ends with it.
    expect((await session.graphql(PATIENT_INFO)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it('refuses a submitted link', async () => {
    const patient = await patientWithLink();
    const path = await currentApiPath(app, patient);
    await app
      .get(DataSource)
      .query('UPDATE patient_questionnaire_links SET submitted_at = now() WHERE patient_id = $1', [
        patient.id,
      ]);
    await refused(path);
    expect((await linkOf(app, patient.id))!.submitted_at).not.toBeNull();
  });
});

describe('session separation', () => {
  it('a questionnaire session reaches no doctor call', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    for (const query of [
      '{ patients(first: 5) { data { id } } }',
      '{ me { id } }',
      `{ patient(id: "${patient.id}") { id } }`,
    ])
      expect((await browser.graphql(query)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect((await browser.graphql(SEND_LINK, { patientId: patient.id })).errors?.[0]).toMatchObject(
      UNAUTHENTICATED,
    );
  });

  it("a doctor's session reaches no patient call", async () => {
    for (const query of [
      PATIENT_INFO,
      'mutation { updateAuthPatient(height: 170, weight: 70) { id } }',
      'mutation { updateAuthPatientAnswers(answers: []) { id } }',
    ])
      expect((await doctor.graphql(query)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it("opening a link in a doctor's browser ends the doctor's session there", async () => {
    const patient = await patientWithLink();
    const { client: browser } = await signedIn(app);
    fromOwnIp(browser);
    expect((await postBirthDate(app, await currentApiPath(app, patient), BIRTH_DATE, browser)).status).toBe(
      200,
    );
    await browser.csrf();
    expect((await browser.graphql('{ me { id } }')).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect((await browser.graphql(PATIENT_INFO)).data).toMatchObject({ patientInfo: { id: patient.id } });
  });

  it("reads the patient's own answers and the questions, never another patient's answers", async () => {
    const patient = await patientWithLink();
    const other = (await createPatient(doctor)) as unknown as Sent;
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    const ANSWERS = 'query ($id: ID!) { patientLifestyleAnswers(id: $id) { question_id values } }';
    expect(await browser.query(ANSWERS, { id: patient.id })).toEqual({ patientLifestyleAnswers: [] });
    expect((await browser.graphql(ANSWERS, { id: other.id })).errors?.[0]).toMatchObject({
      message: 'Patient not found.',
    });
    const { lifestyleQuestions } = await browser.query<{ lifestyleQuestions: { data: unknown[] } }>(
      '{ lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } }',
    );
    expect(lifestyleQuestions.data.length).toBeGreaterThan(0);
    const reads = (await auditEvents(patient.id)).filter(
      (e) => e.event === (QuestionnaireAuditEvent.Viewed as string),
    );
    expect(reads).toEqual([
      expect.objectContaining({
        user: null,
        details: expect.objectContaining({ what: 'patientLifestyleAnswers' }),
      }),
    ]);
  });

  it('a resend ends the sessions opened with the older link', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    await doctor.query(SEND_LINK, { patientId: patient.id });
    expect((await browser.graphql(PATIENT_INFO)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
