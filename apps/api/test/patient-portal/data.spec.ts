import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Response } from 'superagent';
import { ConsentType, type PatientConsentView as ConsentView } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { ConsentSubjectType, recordConsentEvidence } from '../../src/modules/consents/index.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import {
  patientEvents,
  patientSignedIn,
  patientWithAccount,
  type PortalTestPatient,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { readPdf } from '../helpers/pdf-text.js';
import { TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { post, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const APP_URL = 'http://portal.test';
const REQUIRED =
  'Diese Einwilligung ist für das Patientenportal erforderlich und kann hier nicht einzeln widerrufen werden. Wenn Sie sie nicht mehr geben möchten, löschen Sie bitte Ihr Konto unter „Konto löschen“; Ihre Praxis hilft Ihnen bei Fragen weiter.';
const RUNNING =
  'Ihr Datenexport wird gerade vorbereitet. Bitte warten Sie, bis er fertig ist, bevor Sie einen neuen anfordern.';
const LIMIT =
  'Sie haben heute bereits 3 Datenexporte angefordert. Bitte versuchen Sie es morgen erneut; Ihr letzter Export steht weiter zum Herunterladen bereit.';
const EXPIRED =
  'Dieser Datenexport ist abgelaufen und wurde gelöscht. Bitte fordern Sie einen neuen Datenexport an.';

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

const db = () => app.get(DataSource);
const newPatient = () => patientWithAccount(app, doctor.client);
const get = (client: TestClient, path: string) => client.agent.get(path).set('Accept', 'application/json');
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const download = (client: TestClient, id: string, format: string) =>
  client.agent.get(`/api/patient/data-exports/${id}/download?format=${format}`).buffer(true).parse(binary);

/**
 * An optional consent the patient accepted. No optional patient consent is seeded, so the test records an
 * acceptance of the one optional seeded text (the doctors' newsletter) for this patient alone: no form changes.
 */
async function acceptOptionalConsent(patient: PortalTestPatient): Promise<void> {
  const [{ id }] = await db().query<{ id: string }[]>(
    `SELECT id FROM consents WHERE key = 'user-newsletter'`,
  );
  await db().transaction((manager) =>
    recordConsentEvidence(manager, [id], {
      type: ConsentType.PatientRegistration,
      subject: { type: ConsentSubjectType.patient, id: patient.id },
      patientId: patient.id,
      acceptedBy: { patientId: patient.id, ip: '203.0.113.9' },
    }),
  );
}

async function exportReady(client: TestClient): Promise<{ id: string; status: string; progress: number }> {
  const seen: number[] = [];
  for (let tries = 0; tries < 600; tries += 1) {
    const response = await get(client, '/api/patient/data-exports/latest');
    expect(response.status).toBe(200);
    const current = response.body.export as { id: string; status: string; progress: number };
    seen.push(current.progress);
    if (current.status === 'ready' || current.status === 'failed') {
      // Progress only moves forward.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      return current;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish in 60 s');
}

describe('GET /api/patient/consents', () => {
  it('lists the consents the patient gave at registration with text, version, date and required', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const response = await get(client, '/api/patient/consents');
    expect(response.status).toBe(200);
    const consents = response.body as ConsentView[];
    expect(consents.map((c) => c.key)).toEqual(expect.arrayContaining(['patient-terms', 'patient-privacy']));
    const terms = consents.find((c) => c.key === 'patient-terms')!;
    expect(terms).toEqual({
      id: expect.any(String),
      key: 'patient-terms',
      version: expect.any(Number),
      text: { de: 'Ich akzeptiere die Nutzungsbedingungen des Patientenportals.', en: expect.any(String) },
      required: true,
      accepted_at: expect.any(String),
      withdrawn_at: null,
    });
    expect(Date.parse(terms.accepted_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it('refuses anonymous callers and a doctor session', async () => {
    const anonymous = await get(new TestClient(app), '/api/patient/consents');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
    const asDoctor = await get(doctor.client, '/api/patient/consents');
    expect(asDoctor.status).toBe(401);
  });
});

describe('POST /api/patient/consents/:id/withdraw', () => {
  it('withdraws an optional consent, keeps the acceptance as it was and audits it', async () => {
    const patient = await newPatient();
    await acceptOptionalConsent(patient);
    const client = await patientSignedIn(app, patient);
    const before = (await get(client, '/api/patient/consents')).body as ConsentView[];
    const optional = before.find((c) => !c.required)!;
    expect(optional.withdrawn_at).toBeNull();

    const response = await post(client, `/api/patient/consents/${optional.id}/withdraw`, {});
    expect(response.status).toBe(200);
    const after = (response.body as ConsentView[]).find((c) => c.id === optional.id)!;
    expect(after).toEqual({ ...optional, withdrawn_at: expect.any(String) });
    // The evidence row itself is untouched (append-only); the withdrawal is a row of its own.
    const [withdrawal] = await db().query<{ ip_address: string; withdrawn_by_patient_id: string }[]>(
      `SELECT ip_address, withdrawn_by_patient_id FROM consent_withdrawals WHERE acceptance_id = $1`,
      [optional.id],
    );
    expect(withdrawal.withdrawn_by_patient_id).toBe(patient.id);
    expect(withdrawal.ip_address).toEqual(expect.any(String));
    expect((await patientEvents(app, patient.id)).at(-1)).toBe('patient_account.consent_withdrawn');
    // A withdrawal cannot be undone by editing the evidence.
    await expect(
      db().query(`DELETE FROM consent_withdrawals WHERE acceptance_id = $1`, [optional.id]),
    ).rejects.toThrow();

    const again = await post(client, `/api/patient/consents/${optional.id}/withdraw`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Diese Einwilligung haben Sie bereits widerrufen.');
  });

  it('refuses a required consent and says what to do instead', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const consents = (await get(client, '/api/patient/consents')).body as ConsentView[];
    const required = consents.find((c) => c.required)!;
    const response = await post(client, `/api/patient/consents/${required.id}/withdraw`, {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: REQUIRED, reason: 'patientData.consentRequired' });
    const [{ count }] = await db().query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM consent_withdrawals WHERE acceptance_id = $1`,
      [required.id],
    );
    expect(count).toBe(0);
  });

  it("answers another patient's acceptance, an unknown id and a malformed id as not found", async () => {
    const owner = await newPatient();
    await acceptOptionalConsent(owner);
    const ownerClient = await patientSignedIn(app, owner);
    const optional = ((await get(ownerClient, '/api/patient/consents')).body as ConsentView[]).find(
      (c) => !c.required,
    )!;
    const other = await patientSignedIn(app, await newPatient());
    for (const id of [optional.id, '999999999999', 'abc']) {
      const response = await post(other, `/api/patient/consents/${id}/withdraw`, {});
      expect(response.status).toBe(404);
    }
    const still = ((await get(ownerClient, '/api/patient/consents')).body as ConsentView[]).find(
      (c) => c.id === optional.id,
    )!;
    expect(still.withdrawn_at).toBeNull();
  });

  it('refuses anonymous callers and a doctor session', async () => {
    const anonymous = await post(new TestClient(app), '/api/patient/consents/1/withdraw', {});
    expect(anonymous.status).toBe(401);
    const asDoctor = await post(doctor.client, '/api/patient/consents/1/withdraw', {});
    expect(asDoctor.status).toBe(401);
  });
});

describe('the data export', () => {
  it("prepares the patient's data in the worker: JSON with everything of theirs and nothing of another's, and a PDF", async () => {
    const patient = await newPatient();
    const other = await newPatient();
    const order = await insertOrder(app, patient.id);
    const otherOrder = await insertOrder(app, other.id);
    await db().query(
      `INSERT INTO report_releases (patient_id, kind, content, note, released_by_user_id)
       VALUES ($1, 'blood', $2, 'Bitte in drei Monaten wiederholen.', $3)`,
      [patient.id, JSON.stringify({ marker: 'Ferritin', value: 42 }), doctor.user.id],
    );
    const client = await patientSignedIn(app, patient);
    await patientSignedIn(app, other);

    expect((await get(client, '/api/patient/data-exports/latest')).body).toEqual({ export: null });
    const started = await post(client, '/api/patient/data-exports', {});
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'queued', progress: 0 });
    const ready = await exportReady(client);
    expect(ready).toMatchObject({ id: started.body.id, status: 'ready', progress: 100 });

    const json = await download(client, ready.id, 'json');
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="meine-daten-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = (json.body as Buffer).toString('utf8');
    const file = JSON.parse(text) as Record<string, unknown> & {
      patient: Record<string, unknown>;
      account: Record<string, unknown>;
      consents: { key: string }[];
      orders: { order_number: string; status: string }[];
      reports: { kind: string; content: unknown; note: string }[];
      activity: { event: string }[];
    };
    expect(file.format).toBe('vitalis-patient-export/1');
    expect(file.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(file.patient).toMatchObject({
      guid: patient.guid,
      first_name: patient.first_name,
      email: patient.email,
      date_of_birth: '1985-04-12',
    });
    expect(file.account).toEqual({
      username: patient.guid,
      registered_at: expect.any(String),
      password_changed_at: expect.any(String),
    });
    expect(file.consents.map((c) => c.key)).toEqual(
      expect.arrayContaining(['patient-terms', 'patient-privacy']),
    );
    expect(file.orders).toEqual([
      expect.objectContaining({
        order_number: order.order_number,
        status: 'OrderPlaced',
        items: [],
        payments: [],
      }),
    ]);
    expect(file.reports).toEqual([
      expect.objectContaining({ kind: 'blood', content: { marker: 'Ferritin', value: 42 } }),
    ]);
    expect(file.activity.map((e) => e.event)).toEqual(
      expect.arrayContaining(['patient_account.registered', 'patient_account.login_succeeded']),
    );
    expect(Object.keys(file)).toEqual(expect.arrayContaining(['invoices', 'questionnaire', 'subscriptions']));
    // Nothing of the other patient, and no secret.
    for (const foreign of [other.guid, other.email, otherOrder.order_number!])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/"password"|\$argon2|\$2[aby]\$/);

    const pdf = await download(client, ready.id, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="meine-daten-.*\.pdf"$/);
    const lines = readPdf(pdf.body as Buffer).lines.join('\n');
    expect(lines).toContain('Meine Daten im Vitalis Portal');
    expect(lines).toContain(patient.last_name);
    expect(lines).toContain(order.order_number!);

    const events = await patientEvents(app, patient.id);
    expect(events).toEqual(
      expect.arrayContaining([
        'patient_account.data_export_requested',
        'patient_account.data_export_downloaded',
      ]),
    );

    // Another patient's export is not found, like one that does not exist.
    const otherClient = await patientSignedIn(app, other);
    for (const format of ['json', 'pdf'])
      expect((await download(otherClient, ready.id, format)).status).toBe(404);
    expect((await download(client, '999999999999', 'json')).status).toBe(404);
    expect((await download(client, ready.id, 'xml')).status).toBe(422);
    expect((await get(otherClient, '/api/patient/data-exports/latest')).body).toEqual({ export: null });
  });

  it('refuses a second export while one is being prepared, and more than 3 a day', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    // Two exports that the worker has not picked up yet (rows written as the API does), then the limits.
    await db().query(
      `INSERT INTO patient_data_exports (patient_id, status, expires_at) VALUES ($1, 'queued', now() + interval '7 days')`,
      [patient.id],
    );
    const running = await post(client, '/api/patient/data-exports', {});
    expect(running.status).toBe(409);
    expect(running.body).toMatchObject({ message: RUNNING, reason: 'patientData.exportRunning' });

    await db().query(`UPDATE patient_data_exports SET status = 'ready' WHERE patient_id = $1`, [patient.id]);
    await db().query(
      `INSERT INTO patient_data_exports (patient_id, status, expires_at)
       SELECT $1, 'ready', now() + interval '7 days' FROM generate_series(1, 2)`,
      [patient.id],
    );
    const limited = await post(client, '/api/patient/data-exports', {});
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: LIMIT, reason: 'patientData.exportLimit' });
  });

  it('lets an export whose job was lost (queued for over an hour) no longer block a new one', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    await db().query(
      `INSERT INTO patient_data_exports (patient_id, status, created_at, expires_at)
       VALUES ($1, 'running', now() - interval '2 hours', now() + interval '6 days')`,
      [patient.id],
    );
    expect((await get(client, '/api/patient/data-exports/latest')).body.export).toMatchObject({
      status: 'failed',
    });
    const started = await post(client, '/api/patient/data-exports', { locale: 'en' });
    expect(started.status).toBe(201);
    const ready = await exportReady(client);
    expect(ready.status).toBe('ready');
    // The PDF in the page's language.
    const pdf = await download(client, ready.id, 'pdf');
    expect(readPdf(pdf.body as Buffer).lines.join('\n')).toContain('My data in the Vitalis Portal');
  });

  it('refuses a language the PDF does not have', async () => {
    const client = await patientSignedIn(app, await newPatient());
    const response = await post(client, '/api/patient/data-exports', { locale: 'fr' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as object)).toEqual(['locale']);
  });

  it('answers an expired export with 410 and a clear message', async () => {
    const patient = await newPatient();
    const client = await patientSignedIn(app, patient);
    const [{ id }] = await db().query<{ id: string }[]>(
      `INSERT INTO patient_data_exports (patient_id, status, json, pdf, created_at, expires_at)
       VALUES ($1, 'ready', '\\x7b7d', '\\x25504446', now() - interval '8 days', now() - interval '1 day') RETURNING id`,
      [patient.id],
    );
    const response = await client.agent
      .get(`/api/patient/data-exports/${id}/download?format=json`)
      .set('Accept', 'application/json');
    expect(response.status).toBe(410);
    expect(response.body).toMatchObject({ message: EXPIRED, reason: 'patientData.exportExpired' });
    expect((await get(client, '/api/patient/data-exports/latest')).body).toEqual({ export: null });
  });

  it('refuses anonymous callers and a doctor session', async () => {
    for (const caller of [new TestClient(app), doctor.client]) {
      expect((await post(caller, '/api/patient/data-exports', {})).status).toBe(401);
      expect((await get(caller, '/api/patient/data-exports/latest')).status).toBe(401);
      expect((await get(caller, '/api/patient/data-exports/1/download?format=json')).status).toBe(401);
    }
  });
});
