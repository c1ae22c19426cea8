import { createHash, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { signedApiUrl } from '../../../src/common/http/signed-links.js';
import { AppConfig } from '../../../src/config/app-config.js';
import { TestClient } from '../../helpers/client.js';
import { createPatient } from '../../helpers/patients.js';
import { waitForMail } from '../../helpers/sandbox.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { multipart, sampleFiles, UPLOAD_BLOOD, uploadConsents } from '../../helpers/uploads.js';
import { startTestWorker } from '../../helpers/worker.js';

const MB = 1024 * 1024;
const serviceTeam = `service.${randomUUID().slice(0, 8)}@example.com`;
const env = {
  SERVICE_TEAM_EMAIL: serviceTeam,
  REDIS_PREFIX: `test-blood-uploads-${process.pid}-${Date.now()}`,
};

let app: NestExpressApplication;
let worker: INestApplicationContext;
let doctor: Awaited<ReturnType<typeof signedIn>>;
let consents: string[];

beforeAll(async () => {
  app = await createTestApp(env);
  worker = await startTestWorker(env);
  doctor = await signedIn(app);
  consents = await uploadConsents(doctor.client);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const db = () => app.get(DataSource);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedFor = async (patientId: string): Promise<number> =>
  (await db().query(`SELECT count(*)::int AS n FROM blood_uploads WHERE patient_id = $1`, [patientId]))[0].n;

interface UploadAnswer {
  status: number;
  upload?: { id: string; file_name: string; content_type: string; size: number; state: string };
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function upload(
  client: TestClient,
  patientId: string,
  files: { bytes: Buffer; name: string; type?: string }[],
  extra: { consents?: string[]; map?: Record<string, string[]>; requestedWith?: boolean } = {},
): Promise<UploadAnswer> {
  const response = await multipart(client, UPLOAD_BLOOD, {
    variables: { patientId, acceptedConsents: { connect: extra.consents ?? consents } },
    files,
    map: extra.map,
    requestedWith: extra.requestedWith,
  });
  const body = response.body as {
    data?: { uploadBloodAnalysisResults?: UploadAnswer['upload'] };
    errors?: UploadAnswer['errors'];
  };
  return {
    status: response.status,
    upload: body.data?.uploadBloodAnalysisResults ?? undefined,
    errors: body.errors,
  };
}

const fileError = (answer: UploadAnswer) => answer.errors?.[0]?.extensions?.validation;

describe('uploadBloodAnalysisResults', () => {
  it.each([
    ['PDF', sampleFiles.pdf(), 'Laborbefund März.pdf', 'application/pdf', 'Laborbefund März.pdf'],
    ['JPEG', sampleFiles.jpeg(), 'IMG_0042.JPG', 'image/jpeg', 'IMG_0042.jpg'],
    ['PNG', sampleFiles.png(), '../../etc/scan<1>.png', 'image/png', 'scan_1_.png'],
  ])(
    'stores a %s with the type of its bytes and a clean name, with the consents given',
    async (_, bytes, name, type, stored) => {
      const patient = await createPatient(doctor.client);
      const answer = await upload(doctor.client, patient.id, [{ bytes, name, type: 'text/plain' }]);
      expect(answer.errors).toBeUndefined();
      expect(answer.upload).toMatchObject({
        file_name: stored,
        content_type: type,
        size: bytes.length,
        state: 'Received',
      });
      const [row] = await db().query(
        `SELECT patient_id, uploaded_by, sha256, content, processed_at FROM blood_uploads WHERE id = $1`,
        [answer.upload!.id],
      );
      expect(row).toMatchObject({
        patient_id: patient.id,
        uploaded_by: doctor.user.id,
        sha256: sha256(bytes),
        processed_at: null,
      });
      expect(Buffer.compare(row.content, bytes)).toBe(0);
      const given = await db().query(
        `SELECT bc.consent_id, bc.consent_version, bc.accepted_by_user_id, c.version FROM blood_upload_consents bc
       JOIN consents c ON c.id = bc.consent_id WHERE bc.blood_upload_id = $1 ORDER BY bc.consent_id`,
        [answer.upload!.id],
      );
      expect(given.map((g: { consent_id: string }) => g.consent_id)).toEqual([...consents].sort());
      for (const g of given)
        expect(g).toMatchObject({ consent_version: g.version, accepted_by_user_id: doctor.user.id });
      const audit = await db().query(
        `SELECT user_id, details FROM audit_logs WHERE event = 'blood_upload.received' AND subject_id = $1`,
        [patient.id],
      );
      expect(audit).toEqual([
        {
          user_id: doctor.user.id,
          details: { bloodUploadId: answer.upload!.id, contentType: type, size: bytes.length },
        },
      ]);
    },
  );

  it('mails the service team a link to the queue (no health data behind it) and shows the file only to admins', async () => {
    const patient = await createPatient(doctor.client);
    const bytes = sampleFiles.pdf(randomUUID());
    const answer = await upload(doctor.client, patient.id, [{ bytes, name: 'befund.pdf' }]);
    const queuePath = `/admin/blood-uploads/${answer.upload!.id}`;
    const mail = await waitForMail(serviceTeam, (m) => m.links.some((link) => link.endsWith(queuePath)));
    expect(mail.subject).toBe('Neue Blutwerte-Datei von Testpraxis');
    expect(mail.text).toContain(
      `Patienten ${patient.accounting_code as string} eine Datei mit Blutwerten hochgeladen (PDF,`,
    );
    expect(mail.links.some((link) => link.includes('/file'))).toBe(false);

    const path = `/api/blood-uploads/${answer.upload!.id}/file`;
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const download = await admin.client.agent
      .get(path)
      .buffer(true)
      .parse(binary as never);
    expect(download.status).toBe(200);
    expect(sha256(download.body as Buffer)).toBe(sha256(bytes));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="befund.pdf"; filename*=UTF-8''befund.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    // Beside the entry form: shown, framed by the portal only, no script.
    const shown = await admin.client.agent
      .get(`${path}?inline=1`)
      .buffer(true)
      .parse(binary as never);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-disposition']).toBe(
      `inline; filename="befund.pdf"; filename*=UTF-8''befund.pdf`,
    );
    expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(shown.headers['x-frame-options']).toBe('SAMEORIGIN');
    const audit = await db().query(
      `SELECT details FROM audit_logs WHERE event = 'blood_upload.downloaded' AND subject_id = $1`,
      [patient.id],
    );
    expect(audit).toEqual([
      { details: { bloodUploadId: answer.upload!.id } },
      { details: { bloodUploadId: answer.upload!.id } },
    ]);

    // Not for the uploading doctor, not for anyone signed out, not by a signed link of old.
    expect((await doctor.client.agent.get(path)).status).toBe(403);
    expect((await new TestClient(app).agent.get(path)).status).toBe(401);
    const { appKey, appUrl } = app.get(AppConfig);
    const signed = new URL(
      signedApiUrl(appKey, appUrl, `blood-uploads/${answer.upload!.id}/file`, new Date(Date.now() + 60_000)),
    );
    expect((await new TestClient(app).agent.get(signed.pathname + signed.search)).status).toBe(401);
  });

  it('refuses a text file named .pdf and stores nothing', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [
      { bytes: Buffer.from('Hämoglobin 14,2 g/dl\n'), name: 'befund.pdf', type: 'application/pdf' },
    ]);
    expect(fileError(answer)).toEqual({ file: ['Nur PDF, JPEG oder PNG können hochgeladen werden.'] });
    expect(answer.errors?.[0]?.extensions?.reasons).toEqual({ file: ['uploads.fileTypeNotAllowed'] });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('refuses a PNG named .pdf: the name contradicts the bytes', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [
      { bytes: sampleFiles.png(), name: 'befund.pdf' },
    ]);
    expect(fileError(answer)).toEqual({
      file: [
        'Der Inhalt der Datei passt nicht zu ihrer Dateiendung. Bitte laden Sie die Originaldatei hoch.',
      ],
    });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('refuses an empty file', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [{ bytes: Buffer.alloc(0), name: 'leer.pdf' }]);
    expect(fileError(answer)).toEqual({ file: ['Die Datei ist leer.'] });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('accepts exactly 10 MB and refuses one byte more, cut while streaming', async () => {
    const patient = await createPatient(doctor.client);
    const full = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(10 * MB - sampleFiles.pdf().length, 0x20)]);
    const accepted = await upload(doctor.client, patient.id, [{ bytes: full, name: 'gross.pdf' }]);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.upload).toMatchObject({ size: 10 * MB });
    const tooBig = await upload(doctor.client, patient.id, [
      { bytes: Buffer.concat([full, Buffer.from(' ')]), name: 'zu-gross.pdf' },
    ]);
    expect(fileError(tooBig)).toEqual({ file: ['Die Datei ist zu groß (höchstens 10 MB).'] });
    expect(await storedFor(patient.id)).toBe(1);
  });

  it('refuses a request larger than the limit before reading it', async () => {
    const patient = await createPatient(doctor.client);
    const bytes = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(11 * MB)]);
    const answer = await upload(doctor.client, patient.id, [{ bytes, name: 'riesig.pdf' }]).catch(
      (error: Error) => error,
    );
    // The API answers 413 and closes the connection; a client still sending may see the reset instead.
    if (!(answer instanceof Error)) {
      expect(answer.status).toBe(413);
      expect(fileError(answer)).toEqual({ file: ['Die Datei ist zu groß (höchstens 10 MB).'] });
    }
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('refuses two files', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(
      doctor.client,
      patient.id,
      [
        { bytes: sampleFiles.pdf(), name: 'a.pdf' },
        { bytes: sampleFiles.png(), name: 'b.png' },
      ],
      { map: { 0: ['variables.file'], 1: ['variables.file'] } },
    );
    expect(answer.status).toBe(413);
    expect(fileError(answer)).toEqual({ file: ['Bitte laden Sie genau eine Datei hoch.'] });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('ignores a file part that the map does not name (the multipart spec): only the mapped file is stored', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(
      doctor.client,
      patient.id,
      [
        { bytes: sampleFiles.pdf(), name: 'a.pdf' },
        { bytes: sampleFiles.png(), name: 'b.png' },
      ],
      { map: { 0: ['variables.file'] } },
    );
    expect(answer.upload).toMatchObject({ file_name: 'a.pdf', content_type: 'application/pdf' });
    const rows = await db().query(`SELECT sha256 FROM blood_uploads WHERE patient_id = $1`, [patient.id]);
    expect(rows).toEqual([{ sha256: sha256(sampleFiles.pdf()) }]);
  });

  it('refuses a request whose mapped file never comes', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [], { map: { 0: ['variables.file'] } });
    expect(fileError(answer)).toEqual({ file: ['Bitte wählen Sie eine Datei aus.'] });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('needs the required consents', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }], {
      consents: [],
    });
    expect(fileError(answer)).toEqual({ 'acceptedConsents.connect': ['Dies ist erforderlich'] });
    const newPatientConsent = await db().query(`SELECT id FROM consents WHERE type = 'NewPatient' LIMIT 1`);
    const wrong = await upload(doctor.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }], {
      consents: [...consents, newPatientConsent[0].id],
    });
    expect(Object.keys(fileError(wrong) as object)).toEqual(['acceptedConsents.connect']);
    expect(await storedFor(patient.id)).toBe(0);
  });

  it("answers not found for another practice's patient and lets an admin upload for any", async () => {
    const patient = await createPatient(doctor.client);
    const other = await signedIn(app);
    const refused = await upload(other.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }]);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await storedFor(patient.id)).toBe(0);
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const accepted = await upload(admin.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }]);
    expect(accepted.upload).toMatchObject({ state: 'Received' });
  });

  it('refuses an anonymous caller', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(new TestClient(app), patient.id, [
      { bytes: sampleFiles.pdf(), name: 'a.pdf' },
    ]);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Unauthenticated.' });
    expect(await storedFor(patient.id)).toBe(0);
  });

  it('is refused by the CSRF prevention without X-Requested-With', async () => {
    const patient = await createPatient(doctor.client);
    const answer = await upload(doctor.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }], {
      requestedWith: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(await storedFor(patient.id)).toBe(0);
  });
});

describe('bloodUploads', () => {
  const LIST = `query ($patientId: ID!) { bloodUploads(patientId: $patientId) { id file_name content_type size state created_at } }`;

  it("lists the patient's uploads newest first and hides another practice's", async () => {
    const patient = await createPatient(doctor.client);
    const first = await upload(doctor.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'erste.pdf' }]);
    const second = await upload(doctor.client, patient.id, [
      { bytes: sampleFiles.png(), name: 'zweite.png' },
    ]);
    await db().query(`UPDATE blood_uploads SET state = 'Processed', processed_at = now() WHERE id = $1`, [
      first.upload!.id,
    ]);
    const { bloodUploads } = await doctor.client.query<{ bloodUploads: { id: string; state: string }[] }>(
      LIST,
      {
        patientId: patient.id,
      },
    );
    expect(bloodUploads.map((u) => [u.id, u.state])).toEqual([
      [second.upload!.id, 'Received'],
      [first.upload!.id, 'Processed'],
    ]);
    const other = await signedIn(app);
    const refused = await other.client.graphql(LIST, { patientId: patient.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps a patient with uploads from being erased', async () => {
    const patient = await createPatient(doctor.client);
    await upload(doctor.client, patient.id, [{ bytes: sampleFiles.pdf(), name: 'a.pdf' }]);
    const result = await doctor.client.graphql('mutation ($id: ID!) { deletePatient(id: $id) }', {
      id: patient.id,
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'PATIENT_HAS_LINKED_DATA',
      extensions: { code: 'CONFLICT', blocking: { bloodUploads: 1 } },
    });
    expect(await storedFor(patient.id)).toBe(1);
  });
});

// supertest buffers only text by default: collect the download's bytes as they came.
function binary(res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
