import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { QuestionnaireAuditEvent } from '../../src/modules/patients/index.js';
import { TestClient } from '../helpers/client.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import {
  apiPathOf,
  linkOf,
  PATIENT_INFO,
  postBirthDate,
  questionnaireSession,
  SEND_LINK,
} from '../helpers/questionnaire-links.js';
import { fromOwnIp, linkIn, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

// sendLifestyleQuestionnaireLink: who may send it, the mail, and that its link works.
const APP_URL = 'http://portal.test';
const BIRTH_DATE = '1985-04-12';
const TTL_MS = 14 * 24 * 3600 * 1000;
const UNAUTHENTICATED = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };
const NOT_IN_PRACTICE =
  'Der Patient ist keiner Praxis zugeordnet. Bitte verschieben Sie ihn zuerst zu einer Ärztin bzw. einem Arzt.';
const NO_EMAIL =
  'Der Patient hat keine E-Mail-Adresse. Bitte tragen Sie zuerst eine in den Patientendaten ein.';

let app: INestApplication;
let worker: INestApplicationContext;
let doctor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  worker = await startTestWorker({ APP_URL });
  doctor = await signedIn(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

type Created = { id: string; guid: string; email: string; first_name: string; last_name: string };
const newPatient = async (overrides: Record<string, unknown> = {}) =>
  (await createPatient(doctor.client, overrides)) as unknown as Created;

const auditRows = (patientId: string) =>
  app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { subject_type: 'patient', subject_id: patientId }, order: { id: 'ASC' } });

describe('sendLifestyleQuestionnaireLink', () => {
  it("mails the patient's doctor's link; the link's path is /patients/{guid}/login and it verifies", async () => {
    const patient = await newPatient();
    const before = Date.now();
    const { sendLifestyleQuestionnaireLink: sent } = await doctor.client.query<{
      sendLifestyleQuestionnaireLink: {
        id: string;
        isLifestyleQuestionnaireAvailable: boolean;
        lifestyleQuestionnaireLink: { sent_at: string; expires_at: string; submitted_at: string | null };
      };
    }>(SEND_LINK, { patientId: patient.id });
    const after = Date.now();
    expect(sent.id).toBe(patient.id);
    expect(sent.isLifestyleQuestionnaireAvailable).toBe(true);
    expect(sent.lifestyleQuestionnaireLink.submitted_at).toBeNull();
    const expiresAt = new Date(sent.lifestyleQuestionnaireLink.expires_at).getTime();
    expect(expiresAt - before).toBeGreaterThan(TTL_MS - 60_000);
    expect(expiresAt - after).toBeLessThanOrEqual(TTL_MS);
    expect(expiresAt % 1000).toBe(0);
    expect((await linkOf(app, patient.id))!.sent_by_user_id).toBe(doctor.user.id);

    const mail = await waitForMail(patient.email, (m) => m.subject === 'Ihr Lebensstil-Fragebogen');
    expect(mail.text).toContain(`Guten Tag ${patient.first_name} ${patient.last_name},`);
    expect(mail.text).toMatch(/Der Link ist bis zum \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} gültig/);
    const link = linkIn(mail, `${APP_URL}/patients/${patient.guid}/login?`);
    expect(Number(link.searchParams.get('expires')) * 1000).toBe(expiresAt);
    const browser = fromOwnIp(new TestClient(app));
    const response = await postBirthDate(app, apiPathOf(link.toString(), patient.guid), BIRTH_DATE, browser);
    expect(response.status).toBe(200);
    await browser.csrf();
    expect((await browser.query<{ patientInfo: { id: string } }>(PATIENT_INFO)).patientInfo.id).toBe(
      patient.id,
    );

    const rows = await auditRows(patient.id);
    expect(rows.find((row) => row.event === (QuestionnaireAuditEvent.LinkSent as string))).toMatchObject({
      user_id: doctor.user.id,
      impersonator_id: null,
    });
  });

  it('mails in English to an English-speaking patient', async () => {
    const patient = await newPatient();
    await app.get(DataSource).query(`UPDATE patients SET locale = 'en' WHERE id = $1`, [patient.id]);
    await doctor.client.query(SEND_LINK, { patientId: patient.id });
    const mail = await waitForMail(patient.email, (m) => m.subject === 'Your lifestyle questionnaire');
    expect(mail.text).toMatch(/The link is valid until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  it("answers not found for another practice's patient and changes nothing", async () => {
    const patient = await newPatient();
    const { client: other } = await signedIn(app);
    const result = await other.graphql(SEND_LINK, { patientId: patient.id });
    expect(result.errors?.[0]).toMatchObject({ message: 'Patient not found.' });
    expect(await linkOf(app, patient.id)).toBeNull();
    expect((await doctor.client.graphql(SEND_LINK, { patientId: '999999999' })).errors?.[0]).toMatchObject({
      message: 'Patient not found.',
    });
  });

  it('refuses an anonymous caller and a patient session', async () => {
    const patient = await newPatient();
    expect(
      (await new TestClient(app).graphql(SEND_LINK, { patientId: patient.id })).errors?.[0],
    ).toMatchObject(UNAUTHENTICATED);
    await doctor.client.query(SEND_LINK, { patientId: patient.id });
    const browser = await questionnaireSession(app, patient, BIRTH_DATE);
    expect((await browser.graphql(SEND_LINK, { patientId: patient.id })).errors?.[0]).toMatchObject(
      UNAUTHENTICATED,
    );
  });

  it('lets an admin send it, and an impersonating admin as the doctor (both recorded)', async () => {
    // A doctor of its own: while impersonated, the doctor's own session is read-only.
    const handled = await signedIn(app);
    const patient = (await createPatient(handled.client)) as unknown as Created;
    const { client: admin, user: adminUser } = await signedIn(app, {
      permissions: [Permission.ManageMedicalCenters],
    });
    expect((await admin.graphql(SEND_LINK, { patientId: patient.id })).errors).toBeUndefined();
    expect((await linkOf(app, patient.id))!.sent_by_user_id).toBe(adminUser.id);

    const { client: impersonating, user: impersonator } = await signedIn(app, {
      permissions: [Permission.ManageMedicalCenters],
    });
    await impersonating.query(`mutation { loginAsDoctor(doctorId: "${handled.doctor!.id}") { id } }`);
    await impersonating.csrf();
    expect((await impersonating.graphql(SEND_LINK, { patientId: patient.id })).errors).toBeUndefined();
    const sent = (await auditRows(patient.id)).filter(
      (row) => row.event === (QuestionnaireAuditEvent.LinkSent as string),
    );
    expect(sent.map((row) => [row.user_id, row.impersonator_id])).toEqual([
      [adminUser.id, null],
      [handled.user.id, impersonator.id],
    ]);
    const writes = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ event: AuditEvent.ImpersonatedWrite, impersonator_id: impersonator.id });
    expect(writes.map((row) => row.details)).toEqual([{ operation: 'sendLifestyleQuestionnaireLink' }]);
  });

  it('refuses a patient without an e-mail address or without a practice', async () => {
    const noEmail = await newPatient();
    await app.get(DataSource).query(`UPDATE patients SET email = '' WHERE id = $1`, [noEmail.id]);
    expect((await doctor.client.graphql(SEND_LINK, { patientId: noEmail.id })).errors?.[0]).toMatchObject({
      message: NO_EMAIL,
    });
    const removed = await newPatient();
    await doctor.client.query('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: removed.id });
    expect((await doctor.client.graphql(SEND_LINK, { patientId: removed.id })).errors?.[0]).toMatchObject({
      message: 'Patient not found.',
    });
    const { client: admin } = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    expect((await admin.graphql(SEND_LINK, { patientId: removed.id })).errors?.[0]).toMatchObject({
      message: NOT_IN_PRACTICE,
    });
    expect(await linkOf(app, noEmail.id)).toBeNull();
    expect(await linkOf(app, removed.id)).toBeNull();
  });

  it('a resend replaces the link: new expiry, open again after a submission', async () => {
    const patient = await newPatient();
    await doctor.client.query(SEND_LINK, { patientId: patient.id });
    const first = await linkOf(app, patient.id);
    await app
      .get(DataSource)
      .query('UPDATE patient_questionnaire_links SET submitted_at = now() WHERE patient_id = $1', [
        patient.id,
      ]);
    const { sendLifestyleQuestionnaireLink } = await doctor.client.query<{
      sendLifestyleQuestionnaireLink: { isLifestyleQuestionnaireAvailable: boolean };
    }>(SEND_LINK, { patientId: patient.id });
    expect(sendLifestyleQuestionnaireLink.isLifestyleQuestionnaireAvailable).toBe(true);
    const second = await linkOf(app, patient.id);
    expect(second!.id).not.toBe(first!.id);
    expect(second!.submitted_at).toBeNull();
    expect(
      await app
        .get(DataSource)
        .query('SELECT 1 FROM patient_questionnaire_links WHERE patient_id = $1', [patient.id]),
    ).toHaveLength(1);
  });
});

describe("the doctor's patient list", () => {
  it('costs the same number of statements with the link fields for 2 and 6 patients', async () => {
    const { client, user } = await signedIn(app);
    const LIST = `query ($first: Int!) { patients(first: $first) { data {
      id isLifestyleQuestionnaireAvailable lifestyleQuestionnaireLink { sent_at expires_at submitted_at }
    } } }`;
    for (let i = 0; i < 6; i++) {
      const patient = (await createPatient(client)) as unknown as Created;
      if (i % 2) await client.query(SEND_LINK, { patientId: patient.id });
    }
    expect(user.medical_center_id).toBeTruthy();
    await client.query(LIST, { first: 1 });
    const two = await countStatements(app, () => client.query(LIST, { first: 2 }));
    const six = await countStatements(app, () => client.query(LIST, { first: 6 }));
    expect(six.count).toBe(two.count);
    const { patients } = await client.query<{
      patients: { data: { isLifestyleQuestionnaireAvailable: boolean }[] };
    }>(LIST, { first: 6 });
    expect(patients.data.filter((p) => p.isLifestyleQuestionnaireAvailable)).toHaveLength(3);
  });
});
