import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { formatDateTime } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { SentMail } from '../../../src/modules/mail/sent-mail.entity.js';
import { PatientAccount } from '../../../src/modules/patient-accounts/entities/patient-account.entity.js';
import { Patient } from '../../../src/modules/patients/entities/patient.entity.js';
import type { TestClient } from '../../helpers/client.js';
import { postAsPage } from '../../helpers/patient-accounts.js';
import { createPatient } from '../../helpers/patients.js';
import { TRUST_PROXY_FOR_TESTS } from '../../helpers/registration.js';
import { waitForMail } from '../../helpers/sandbox.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { startTestWorker } from '../../helpers/worker.js';
import { type Account, outsiders, signedInAdmin } from './admin-fixtures.js';

const APP_URL = 'http://portal.test';
const BIRTH_DATE = '1979-06-30';
const INVITE = `mutation ($id: String!) { invitePatient(id: $id) { id guid } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

let app: NestExpressApplication;
let worker: INestApplicationContext;
let admin: Account;
let doctor: Account;
beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  worker = await startTestWorker({ APP_URL });
  admin = await signedInAdmin(app);
  doctor = await signedIn(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const db = () => app.get(DataSource);
const invite = (client: TestClient, id: string) =>
  client.graphql<{ invitePatient: { id: string; guid: string } }>(INVITE, { id });
const newPatient = async () =>
  (await createPatient(doctor.client, { date_of_birth: BIRTH_DATE })) as {
    id: string;
    guid: string;
    email: string;
  };
const invitationAudits = (patientId: string) =>
  db().query<{ user_id: string; details: Record<string, unknown> }[]>(
    `SELECT user_id, details FROM audit_logs WHERE event = 'patient_account.invited' AND subject_id = $1`,
    [patientId],
  );
const mailsTo = (email: string) => db().getRepository(SentMail).countBy({ recipient: email });

describe('invitePatient', () => {
  it('mails the signed registration link with its expiry, in German; the link opens the registration', async () => {
    const patient = await newPatient();
    const before = Date.now();
    const result = await invite(admin.client, patient.guid);
    expect(result.errors).toBeUndefined();
    expect(result.data!.invitePatient).toEqual({ id: patient.id, guid: patient.guid });

    const mail = await waitForMail(patient.email, (m) => m.subject === 'Einladung in das Patientenportal');
    const link = new URL(mail.links.find((href) => href.startsWith(`${APP_URL}/patient/register?`))!);
    const page = Object.fromEntries(link.searchParams);
    expect(page).toMatchObject({ guid: patient.guid, email: patient.email });
    const expiresAt = new Date(Number(page.expires) * 1000);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 7 * DAY_MS);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(mail.text).toContain(`Der Link ist bis zum ${formatDateTime(expiresAt)} gültig.`);

    // The registration page posts the birth date with the link's own expires and signature.
    const verify = await postAsPage(
      app,
      `/api/patients/${page.guid}/verify?expires=${page.expires}&signature=${page.signature}`,
      { date_of_birth: BIRTH_DATE },
    );
    expect(verify.status).toBe(200);

    const [audit] = await invitationAudits(patient.id);
    expect(audit).toMatchObject({ user_id: admin.user.id, details: { expiresAt: expiresAt.toISOString() } });
  });

  it("writes in the patient's language", async () => {
    const patient = await newPatient();
    await db().getRepository(Patient).update(patient.id, { locale: 'en' });
    expect((await invite(admin.client, patient.guid)).errors).toBeUndefined();
    const mail = await waitForMail(patient.email, (m) => m.subject === 'Invitation to the patient portal');
    expect(mail.text).toMatch(/The link is valid until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
  });

  describe('refuses, sending nothing', () => {
    const refused = async (patient: { id: string; guid: string; email: string }, message: string) => {
      const result = await invite(admin.client, patient.guid);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
      expect(await mailsTo(patient.email)).toBe(0);
      expect(await invitationAudits(patient.id)).toEqual([]);
    };

    it('a patient who has a portal account already', async () => {
      const patient = await newPatient();
      await db()
        .getRepository(PatientAccount)
        .insert({ patient_id: patient.id, password: 'x', password_changed_at: new Date() });
      await refused(patient, 'Für diesen Patienten existiert bereits ein Konto.');
    });

    it('a patient without an e-mail address', async () => {
      const patient = await newPatient();
      await db().getRepository(Patient).update(patient.id, { email: '' });
      await refused(
        { ...patient, email: '' },
        'Der Patient hat keine E-Mail-Adresse. Bitte tragen Sie zuerst eine in den Patientendaten ein.',
      );
    });

    it('a patient removed from their practice (the link would not work)', async () => {
      const patient = await newPatient();
      await doctor.client.query(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, { id: patient.id });
      await refused(
        patient,
        'Der Patient ist keiner Praxis zugeordnet. Bitte verschieben Sie ihn zuerst zu einer Ärztin bzw. einem Arzt.',
      );
    });

    it.each([
      ['an unknown guid', '00000000-0000-4000-8000-000000000000'],
      ['a malformed guid', 'not-a-guid'],
      ['a huge string', 'x'.repeat(5000)],
    ])('%s: not found', async (_, id) => {
      const result = await invite(admin.client, id);
      expect(result.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|VALIDATION|BAD_REQUEST/);
      expect(result.data?.invitePatient ?? null).toBeNull();
    });

    it('to everyone without ManageMedicalCenters', async () => {
      const patient = await newPatient();
      for (const [who, client, code] of await outsiders(app)) {
        const result = await invite(client, patient.guid);
        expect([who, result.errors?.[0]?.extensions?.code]).toEqual([who, code]);
      }
      expect(await mailsTo(patient.email)).toBe(0);
      expect(await invitationAudits(patient.id)).toEqual([]);
    });
  });
});
