import type { INestApplication } from '@nestjs/common';
import { ConsentType } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { TestClient } from '../helpers/client.js';
import { confirmDraft } from '../helpers/orders.js';
import {
  deleteWithBody,
  patientSignedIn,
  patientWithAccount,
  registerPortalAccount,
} from '../helpers/patient-portal.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import {
  createRegistrationCode,
  REGISTER_DOCTOR,
  registrationConsentIds,
  registrationInput,
  registrationToken,
  TRUST_PROXY_FOR_TESTS,
} from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { CREATE_ORDER, newOrderConsents, PLACE_ORDER, shopItemIds } from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { multipart, sampleFiles, UPLOAD_BLOOD, uploadConsents } from '../helpers/uploads.js';

interface EvidenceRow {
  consent_id: string;
  version: number;
  de: string;
  type: ConsentType;
  subject_type: string;
  subject_id: string;
  patient_id: string | null;
  accepted_by_user_id: string | null;
  accepted_by_patient_id: string | null;
  ip_address: string | null;
  accepted_at: Date;
}

const HISTORY = `query ($userId: ID, $patientId: ID) { consentHistory(userId: $userId, patientId: $patientId) {
  id consent_id consent_version_id version de en sha256 type subject_type subject_id patient_id
  accepted_by_user_id accepted_by_patient_id impersonator_id ip_address accepted_at } }`;

let app: INestApplication;
let db: DataSource;
let doctor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp(TRUST_PROXY_FOR_TESTS);
  db = app.get(DataSource);
  doctor = await signedIn(app);
  withIp(doctor.client);
});
afterAll(() => closeApp(app));

// Each client comes through the test's trusted proxy from an address of its own, remembered here.
const addresses = new WeakMap<TestClient, string>();
function withIp(client: TestClient): TestClient {
  const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  client.agent.set('X-Forwarded-For', ip);
  addresses.set(client, ip);
  return client;
}
const ipOf = (client: TestClient) => addresses.get(client);

const evidence = (where: string, params: unknown[]) =>
  db.query<EvidenceRow[]>(
    `SELECT v.consent_id, v.version, v.de, a.type, a.subject_type, a.subject_id, a.patient_id,
       a.accepted_by_user_id, a.accepted_by_patient_id, a.ip_address, a.accepted_at
     FROM consent_acceptances a JOIN consent_versions v ON v.id = a.consent_version_id
     WHERE ${where} ORDER BY a.id`,
    params,
  );

const currentVersions = async (ids: string[]) =>
  Object.fromEntries(
    (
      await db.query<{ id: string; version: number }[]>(
        `SELECT id, version FROM consents WHERE id = ANY($1)`,
        [ids],
      )
    ).map((c) => [c.id, c.version]),
  );

describe('consent evidence: each of the five places records wording, time, account and address', () => {
  it('records a doctor registration (UserRegistration) for the new account', async () => {
    const anonymous = withIp(new TestClient(app));
    const code = await createRegistrationCode(app);
    const consentIds = await registrationConsentIds(app);
    const before = new Date();
    const { register } = await anonymous.query<{ register: { id: string } }>(REGISTER_DOCTOR, {
      input: registrationInput(await registrationToken(anonymous, code.code), consentIds),
    });
    const rows = await evidence(`a.subject_type = 'user' AND a.subject_id = $1`, [register.id]);
    expect(rows.map((r) => r.consent_id).sort()).toEqual([...consentIds].sort());
    const versions = await currentVersions(consentIds);
    for (const row of rows) {
      expect(row).toMatchObject({
        type: ConsentType.UserRegistration,
        accepted_by_user_id: register.id,
        accepted_by_patient_id: null,
        patient_id: null,
        ip_address: ipOf(anonymous),
        version: versions[row.consent_id],
      });
      expect(row.accepted_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    }
  });

  it('records a new patient (NewPatient), an order (NewOrder) and an upload (UploadBloodResult) for the doctor', async () => {
    const patient = await createPatient(doctor.client);
    const newPatient = await evidence(`a.subject_type = 'patient' AND a.subject_id = $1`, [patient.id]);
    expect(newPatient.length).toBeGreaterThan(0);
    expect(newPatient.every((r) => r.type === ConsentType.NewPatient)).toBe(true);

    const ids = await shopItemIds(app);
    const created = await doctor.client.query<{ createOrder: { id: string } }>(CREATE_ORDER, {
      input: {
        patient: { connect: patient.id },
        items: [{ item_id: ids['bundle-start'], item_type: 'Bundle', quantity: 1 }],
      },
    });
    const orderId = created.createOrder.id;
    await confirmDraft(app, orderId);
    const orderConsents = await newOrderConsents(doctor.client);
    const placed = await doctor.client.graphql(PLACE_ORDER, { id: orderId, consents: orderConsents });
    expect(placed.errors).toBeUndefined();
    const order = await evidence(`a.subject_type = 'order' AND a.subject_id = $1`, [orderId]);
    expect(order.length).toBeGreaterThan(0);
    expect(order.every((r) => r.type === ConsentType.NewOrder)).toBe(true);

    const upload = await multipart(doctor.client, UPLOAD_BLOOD, {
      variables: {
        patientId: patient.id,
        acceptedConsents: { connect: await uploadConsents(doctor.client) },
      },
      files: [{ bytes: sampleFiles.pdf(), name: 'blutwerte.pdf', type: 'application/pdf' }],
    });
    const uploadId = (upload.body as { data: { uploadBloodAnalysisResults: { id: string } } }).data
      .uploadBloodAnalysisResults.id;
    const uploaded = await evidence(`a.subject_type = 'blood_upload' AND a.subject_id = $1`, [uploadId]);
    expect(uploaded.length).toBeGreaterThan(0);
    expect(uploaded.every((r) => r.type === ConsentType.UploadBloodResult)).toBe(true);

    for (const row of [...newPatient, ...order, ...uploaded])
      expect(row).toMatchObject({
        patient_id: patient.id,
        accepted_by_user_id: doctor.user.id,
        accepted_by_patient_id: null,
        ip_address: ipOf(doctor.client),
      });
  });

  it('records a patient registration (PatientRegistration) by the patient; re-registration adds rows', async () => {
    const patient = await patientWithAccount(app, doctor.client);
    const first = await evidence(`a.patient_id = $1 AND a.type = 'PatientRegistration'`, [patient.id]);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatchObject({ accepted_by_patient_id: patient.id, accepted_by_user_id: null });
    expect(first[0].ip_address).toEqual(expect.any(String));

    // The patient deletes the account (its acceptance rows go), is invited again and registers again.
    const client = await patientSignedIn(app, patient);
    expect(
      (await deleteWithBody(client, '/api/patient/account', { password: patient.password })).status,
    ).toBe(200);
    const admin = await signedInAdmin(app);
    await admin.client.query(`mutation ($id: String!) { invitePatient(id: $id) { id } }`, {
      id: patient.guid,
    });
    await registerPortalAccount(app, patient);
    const both = await evidence(`a.patient_id = $1 AND a.type = 'PatientRegistration'`, [patient.id]);
    expect(both).toHaveLength(first.length * 2);
    expect(both.slice(0, first.length)).toEqual(first);
  });
});

describe('consent versions', () => {
  it('keeps the old wording readable after the text changes; new acceptances point at the new one', async () => {
    const [consent] = await db.query<{ id: string; de: string }[]>(
      `SELECT id, de FROM consents WHERE type = 'NewPatient' AND required ORDER BY sort_order, id LIMIT 1`,
    );
    const oldPatient = await createPatient(doctor.client);
    // As the seed does: an edited text gets the next version.
    await db.query(`UPDATE consents SET de = de || ' (Fassung 2)', version = version + 1 WHERE id = $1`, [
      consent.id,
    ]);
    try {
      const newPatient = await createPatient(doctor.client);
      const [oldRow] = await evidence(`a.subject_id = $1 AND v.consent_id = $2`, [oldPatient.id, consent.id]);
      const [newRow] = await evidence(`a.subject_id = $1 AND v.consent_id = $2`, [newPatient.id, consent.id]);
      expect(oldRow.de).toBe(consent.de);
      expect(newRow.de).toBe(`${consent.de} (Fassung 2)`);
      expect(newRow.version).toBe(oldRow.version + 1);
    } finally {
      await db.query(`UPDATE consents SET de = $2, version = version + 1 WHERE id = $1`, [
        consent.id,
        consent.de,
      ]);
    }
  });

  it('refuses to change or delete kept wordings and evidence', async () => {
    await expect(db.query(`UPDATE consent_versions SET de = 'x'`)).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM consent_acceptances`)).rejects.toThrow(/append-only/);
  });
});

describe('consentHistory (admins)', () => {
  it("shows a doctor's and a patient's consents with wording, time, account and address", async () => {
    const patient = await createPatient(doctor.client);
    const admin = await signedInAdmin(app);
    type Record = { type: string; de: string; ip_address: string | null; accepted_by_user_id: string };
    const ofPatient = await admin.client.query<{ consentHistory: Record[] }>(HISTORY, {
      patientId: patient.id,
    });
    expect(ofPatient.consentHistory.length).toBeGreaterThan(0);
    expect(ofPatient.consentHistory[0]).toMatchObject({
      type: 'NewPatient',
      de: expect.any(String),
      ip_address: ipOf(doctor.client),
      accepted_by_user_id: doctor.user.id,
    });
    const ofDoctor = await admin.client.query<{ consentHistory: { subject_id: string }[] }>(HISTORY, {
      userId: doctor.user.id,
    });
    expect(ofDoctor.consentHistory.map((r) => r.subject_id)).toContain(patient.id);

    const neither = await admin.client.graphql(HISTORY, {});
    expect(neither.errors?.[0]?.extensions?.validation).toEqual({ userId: ['Das ist ein Pflichtfeld'] });
  });

  it('reads the history in a fixed number of statements', async () => {
    const admin = await signedInAdmin(app);
    const { count } = await countStatements(app, () =>
      admin.client.query(HISTORY, { userId: doctor.user.id }),
    );
    await createPatient(doctor.client);
    await createPatient(doctor.client);
    const again = await countStatements(app, () => admin.client.query(HISTORY, { userId: doctor.user.id }));
    expect(again.count).toBe(count);
  });

  it.each([
    ['another doctor', () => signedIn(app).then((a) => a.client)],
    ['the doctor themselves', () => Promise.resolve(doctor.client)],
    ['anonymous', () => Promise.resolve(new TestClient(app))],
  ])('refuses %s', async (_, clientOf) => {
    const client = await clientOf();
    const result = await client.graphql(HISTORY, { userId: doctor.user.id });
    expect(result.data).toBeNull();
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(result.errors?.[0]?.extensions?.code);
  });

  it('refuses a signed-in patient', async () => {
    const patient = await patientWithAccount(app, doctor.client);
    const client = await patientSignedIn(app, patient);
    const result = await client.graphql(HISTORY, { patientId: patient.id });
    expect(result.data).toBeNull();
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(result.errors?.[0]?.extensions?.code);
  });
});
