import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { PatientProcessingService } from '../../src/modules/patients/services/patient-processing.service.js';
import { QuestionnaireAuditEvent } from '../../src/modules/patients/index.js';
import type { TestClient } from '../helpers/client.js';
import { dropQueuedCalculation, ownQueues } from '../helpers/formulas.js';
import { createPatient } from '../helpers/patients.js';
import {
  currentApiPath,
  linkOf,
  PATIENT_INFO,
  postBirthDate,
  questionnaireSession,
  SEND_LINK,
  UPDATE_AUTH_PATIENT,
  UPDATE_AUTH_PATIENT_ANSWERS,
} from '../helpers/questionnaire-links.js';
import { TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// The patient's questionnaire calls: height and weight, the answers (submit, then logged out).
const BIRTH_DATE = '1985-04-12';
const UNAUTHENTICATED = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };
const NOT_APPLICABLE = 'Diese Frage gilt nicht für diese Patientin bzw. diesen Patienten.';
const DOCTOR_PATIENT = `query ($id: ID!) { patient(id: $id) {
  id height weight isLifestyleQuestionnaireAvailable latestAnswers { question_id values }
  lifestyleQuestionnaireLink { sent_at expires_at submitted_at }
} }`;

let app: INestApplication;
let doctor: TestClient;
let questionId: (key: string) => string;

beforeAll(async () => {
  // The suite's own queues and no worker: a queued calculation stays visible as isBeingProcessed.
  app = await createTestApp({ ...ownQueues(), ...TRUST_PROXY_FOR_TESTS });
  doctor = (await signedIn(app)).client;
  const { lifestyleQuestions } = await doctor.query<{
    lifestyleQuestions: { data: { id: string; key_question: string }[] };
  }>('{ lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } }');
  const more = await doctor.query<{
    lifestyleQuestions: { data: { id: string; key_question: string }[] };
  }>('{ lifestyleQuestions(biologicalSex: Female, page: 2) { data { id key_question } } }');
  const all = [...lifestyleQuestions.data, ...more.lifestyleQuestions.data];
  questionId = (key) => all.find((q) => q.key_question === key)!.id;
});
afterAll(() => closeApp(app));

type Sent = { id: string; guid: string };

async function patientWithLink(overrides: Record<string, unknown> = {}): Promise<Sent> {
  const patient = (await createPatient(doctor, overrides)) as unknown as Sent;
  await dropQueuedCalculation(app, patient.id);
  await doctor.query(SEND_LINK, { patientId: patient.id });
  return patient;
}

const isBeingProcessed = async (patientId: string) =>
  (await app.get(PatientProcessingService).isBeingProcessed([patientId]))[0];

const auditRows = (patientId: string) =>
  app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { subject_type: 'patient', subject_id: patientId }, order: { id: 'ASC' } });

const validationOf = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;

describe('updateAuthPatient', () => {
  it('sets height and weight while the link is open, audited, and queues the recalculation', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    expect(await browser.query(UPDATE_AUTH_PATIENT, { height: 172, weight: 64.25 })).toEqual({
      updateAuthPatient: { id: patient.id, height: 172, weight: 64.25 },
    });
    const { patient: seen } = await doctor.query<{ patient: { height: number; weight: number } }>(
      DOCTOR_PATIENT,
      { id: patient.id },
    );
    expect(seen).toMatchObject({ height: 172, weight: 64.25 });
    expect(await isBeingProcessed(patient.id)).toBe(true);
    const rows = await auditRows(patient.id);
    expect(rows.find((row) => row.event === (QuestionnaireAuditEvent.BodyUpdated as string))).toMatchObject({
      user_id: null,
      details: expect.objectContaining({ by: 'patient' }),
    });
  });

  it.each([
    [{ height: 49, weight: 70 }, 'height', 'Größe muss mindestens 50 cm betragen.'],
    [{ height: 301, weight: 70 }, 'height', 'Größe darf maximal 300 cm betragen.'],
    [{ height: 170, weight: 24 }, 'weight', 'Gewicht muss mindestens 25 kg betragen.'],
    [{ height: 170, weight: 501 }, 'weight', 'Gewicht darf maximal 500 kg betragen.'],
  ])('refuses %j on %s', async (args, field, message) => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    const result = await browser.graphql(UPDATE_AUTH_PATIENT, args);
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [updateAuthPatient].');
    expect(validationOf(result)).toEqual({ [field]: [message] });
    const { patient: seen } = await doctor.query<{ patient: { height: number } }>(DOCTOR_PATIENT, {
      id: patient.id,
    });
    expect(seen).toMatchObject({ height: 168, weight: 61.5 });
  });

  it('accepts the bounds 50 cm / 25 kg and 300 cm / 500 kg', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    for (const [height, weight] of [
      [50, 25],
      [300, 500],
    ])
      expect((await browser.graphql(UPDATE_AUTH_PATIENT, { height, weight })).errors).toBeUndefined();
  });
});

describe('updateAuthPatientAnswers', () => {
  it('saves the answers as the patient, submits the link, ends the session and queues the recalculation', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    const second = await questionnaireSession(app, patient, BIRTH_DATE);
    expect(await isBeingProcessed(patient.id)).toBe(false);
    const answers = [
      { question_id: questionId('GOALS'), values: ['MORE_ENERGY', 'IMPROVE_SKIN'] },
      { question_id: questionId('SKIN_TYPE'), values: ['DRY'] },
      { question_id: questionId('PREGNANCY'), values: ['NO'] },
      { question_id: questionId('SMOKING'), values: [] },
    ];
    const { updateAuthPatientAnswers } = await browser.query<{
      updateAuthPatientAnswers: { isLifestyleQuestionnaireAvailable: boolean; latestAnswers: unknown[] };
    }>(UPDATE_AUTH_PATIENT_ANSWERS, { answers });
    expect(updateAuthPatientAnswers.isLifestyleQuestionnaireAvailable).toBe(false);
    expect(updateAuthPatientAnswers.latestAnswers).toHaveLength(3);

    // Logged out: this browser and any other questionnaire session of the patient (their session and its
    // XSRF token are gone: a write without a fresh token is a 419, with one it is unauthenticated).
    expect((await browser.graphql(PATIENT_INFO)).status).toBe(419);
    await browser.csrf();
    await second.csrf();
    expect((await browser.graphql(PATIENT_INFO)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect((await second.graphql(PATIENT_INFO)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    // The link is used up.
    const link = await linkOf(app, patient.id);
    expect(link!.submitted_at).not.toBeNull();
    expect((await postBirthDate(app, await currentApiPath(app, patient), BIRTH_DATE)).status).toBe(403);

    const { patient: seen } = await doctor.query<{
      patient: {
        isLifestyleQuestionnaireAvailable: boolean;
        latestAnswers: { question_id: string; values: string[] }[];
        lifestyleQuestionnaireLink: { submitted_at: string | null };
      };
    }>(DOCTOR_PATIENT, { id: patient.id });
    expect(seen.isLifestyleQuestionnaireAvailable).toBe(false);
    expect(seen.lifestyleQuestionnaireLink.submitted_at).not.toBeNull();
    expect(Object.fromEntries(seen.latestAnswers.map((a) => [a.question_id, a.values]))).toEqual({
      [questionId('GOALS')]: ['MORE_ENERGY', 'IMPROVE_SKIN'],
      [questionId('SKIN_TYPE')]: ['DRY'],
      [questionId('PREGNANCY')]: ['NO'],
    });
    const stored = await app
      .get(DataSource)
      .query('SELECT answered_by_user_id FROM patient_lifestyle_answers WHERE patient_id = $1', [patient.id]);
    expect(stored).toHaveLength(3);
    expect(
      stored.every((row: { answered_by_user_id: string | null }) => row.answered_by_user_id === null),
    ).toBe(true);
    expect(await isBeingProcessed(patient.id)).toBe(true);
    const submitted = (await auditRows(patient.id)).find(
      (row) => row.event === (QuestionnaireAuditEvent.Submitted as string),
    );
    expect(submitted).toMatchObject({
      user_id: null,
      details: expect.objectContaining({ by: 'patient', answers: 3 }),
    });
  });

  it.each([
    ['a question for women from a man', { biological_sex: 'Male' }, 'PREGNANCY', ['NO'], []],
    ['a skin question without IMPROVE_SKIN', {}, 'SKIN_TYPE', ['DRY'], ['MORE_ENERGY']],
  ])('refuses %s and keeps the link open', async (_name, overrides, key, values, goals) => {
    const patient = await patientWithLink(overrides);
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    const answers = [
      ...(goals.length ? [{ question_id: questionId('GOALS'), values: goals }] : []),
      { question_id: questionId(key), values },
    ];
    const result = await browser.graphql(UPDATE_AUTH_PATIENT_ANSWERS, { answers });
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [updateAuthPatientAnswers].');
    expect(validationOf(result)).toEqual({ [`answers.${answers.length - 1}.question_id`]: [NOT_APPLICABLE] });
    expect((await linkOf(app, patient.id))!.submitted_at).toBeNull();
    expect((await browser.graphql(PATIENT_INFO)).data).toMatchObject({
      patientInfo: { isLifestyleQuestionnaireAvailable: true, latestAnswers: [] },
    });
  });

  it("a doctor's answers do not lock the patient out", async () => {
    const patient = (await createPatient(doctor, {
      answers: { upsert: [{ question_id: questionId('SMOKING'), values: ['NEVER'] }] },
    })) as unknown as Sent & { isLifestyleQuestionnaireAvailable: boolean };
    // No link yet: nothing to fill in.
    expect(patient.isLifestyleQuestionnaireAvailable).toBe(false);
    const { sendLifestyleQuestionnaireLink } = await doctor.query<{
      sendLifestyleQuestionnaireLink: { isLifestyleQuestionnaireAvailable: boolean };
    }>(SEND_LINK, { patientId: patient.id });
    expect(sendLifestyleQuestionnaireLink.isLifestyleQuestionnaireAvailable).toBe(true);
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    expect((await browser.query<{ patientInfo: unknown }>(PATIENT_INFO)).patientInfo).toMatchObject({
      isLifestyleQuestionnaireAvailable: true,
      latestAnswers: [{ question_id: questionId('SMOKING'), values: ['NEVER'] }],
    });
  });

  it('is refused once the link expired (the session ends with it)', async () => {
    const patient = await patientWithLink();
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    await app
      .get(DataSource)
      .query(
        `UPDATE patient_questionnaire_links SET expires_at = now() - interval '1 second' WHERE patient_id = $1`,
        [patient.id],
      );
    const result = await browser.graphql(UPDATE_AUTH_PATIENT_ANSWERS, {
      answers: [{ question_id: questionId('SMOKING'), values: ['NEVER'] }],
    });
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect(
      (await browser.graphql(UPDATE_AUTH_PATIENT, { height: 170, weight: 70 })).errors?.[0],
    ).toMatchObject(UNAUTHENTICATED);
    const { patient: seen } = await doctor.query<{ patient: { isLifestyleQuestionnaireAvailable: boolean } }>(
      DOCTOR_PATIENT,
      { id: patient.id },
    );
    expect(seen.isLifestyleQuestionnaireAvailable).toBe(false);
  });
});
