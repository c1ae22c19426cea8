import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission, todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { AnalysisParameter } from '../../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { bloodMarkers } from '../../helpers/blood-analysis.js';
import { TestClient } from '../../helpers/client.js';
import { patientSignedIn, patientWithAccount } from '../../helpers/patient-portal.js';
import { createPatient } from '../../helpers/patients.js';
import { inboxOf, waitForMail } from '../../helpers/sandbox.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { TRUST_PROXY_FOR_TESTS } from '../../helpers/registration.js';
import { multipart, sampleFiles, UPLOAD_BLOOD, uploadConsents } from '../../helpers/uploads.js';
import { startTestWorker } from '../../helpers/worker.js';

const env = {
  ...TRUST_PROXY_FOR_TESTS,
  SERVICE_TEAM_EMAIL: `service.${randomUUID().slice(0, 8)}@example.com`,
  REDIS_PREFIX: `test-blood-upload-queue-${process.pid}-${Date.now()}`,
};

const UPLOAD_FIELDS = `id state created_at processed_at rejection_reason dueAt isOverdue practiceName
  patient { id accounting_code first_name }`;
const QUEUE = `query ($state: BloodUploadState, $first: Int, $page: Int) {
  adminBloodUploads(state: $state, first: $first, page: $page) {
    data { ${UPLOAD_FIELDS} } paginatorInfo { total currentPage } } }`;
const ONE = `query ($id: ID!) { adminBloodUpload(id: $id) { ${UPLOAD_FIELDS} } }`;
const PROCESS = `mutation ($id: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  processBloodUpload(id: $id, date: $date, values: $values) { ${UPLOAD_FIELDS} } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectBloodUpload(id: $id, reason: $reason) { ${UPLOAD_FIELDS} } }`;
const DOCTOR_LIST = `query ($patientId: ID!) { bloodUploads(patientId: $patientId) {
  id state processed_at rejection_reason dueAt isOverdue } }`;
const HISTORY = `query ($patientId: ID!, $code: String!) {
  bloodMarkerHistory(patientId: $patientId, code: $code, limit: 5) { id currentValue valueDate source isDeletable } }`;
const DELETE = `mutation ($id: ID!) { deleteAnalysisResult(id: $id) { id message } }`;

interface QueueUpload {
  id: string;
  state: string;
  created_at: string;
  processed_at: string | null;
  rejection_reason: string | null;
  dueAt: string;
  isOverdue: boolean;
  practiceName: string | null;
  patient: { id: string; accounting_code: string; first_name: string };
}
type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;

let app: NestExpressApplication;
let worker: INestApplicationContext;
let doctor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let consents: string[];
let markers: Map<string, AnalysisParameter>;

beforeAll(async () => {
  app = await createTestApp(env);
  worker = await startTestWorker(env);
  doctor = await signedIn(app);
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  consents = await uploadConsents(doctor.client);
  markers = await bloodMarkers(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const db = () => app.get(DataSource);
const marker = (code: string) => markers.get(code)!;
const validationOf = (errors: Errors) =>
  errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;
const german = (iso: string) => iso.split('-').reverse().join('.');

async function uploadFor(patientId: string, client = doctor.client): Promise<string> {
  const response = await multipart(client, UPLOAD_BLOOD, {
    variables: { patientId, acceptedConsents: { connect: consents } },
    files: [{ bytes: sampleFiles.pdf(randomUUID()), name: 'befund.pdf' }],
  });
  const id = (response.body as { data?: { uploadBloodAnalysisResults?: { id: string } } }).data
    ?.uploadBloodAnalysisResults?.id;
  if (!id) throw new Error(`upload failed: ${JSON.stringify(response.body)}`);
  return id;
}

const uploadRow = async (id: string) =>
  (
    await db().query(
      `SELECT state, processed_at, processed_by, rejection_reason, analysis_result_id FROM blood_uploads WHERE id = $1`,
      [id],
    )
  )[0] as {
    state: string;
    processed_at: Date | null;
    processed_by: string | null;
    rejection_reason: string | null;
    analysis_result_id: string | null;
  };
const valuesOf = async (patientId: string) =>
  (
    await db().query<{ source: string; date: string; value: string }[]>(
      `SELECT source, value_date::text AS date, value FROM analysis_result_values WHERE patient_id = $1`,
      [patientId],
    )
  ).map((row) => ({ ...row, value: Number(row.value) }));

describe('the service team queue of uploaded blood value files', () => {
  it('lists open uploads oldest first with patient, practice, promise and overdue mark', async () => {
    const patient = await createPatient(doctor.client);
    const older = await uploadFor(patient.id);
    const newer = await uploadFor(patient.id);
    // Uploaded 49 hours ago: past the 48 hours promised to the practice.
    await db().query(`UPDATE blood_uploads SET created_at = now() - interval '49 hours' WHERE id = $1`, [
      older,
    ]);
    const { adminBloodUploads } = await admin.client.query<{
      adminBloodUploads: { data: QueueUpload[]; paginatorInfo: { total: number } };
    }>(QUEUE, { first: 100 });
    const ours = adminBloodUploads.data.filter((upload) => [older, newer].includes(upload.id));
    expect(ours.map((upload) => upload.id)).toEqual([older, newer]);
    const [late, fresh] = ours;
    expect(late).toMatchObject({
      state: 'Received',
      isOverdue: true,
      practiceName: 'Testpraxis',
      patient: { id: patient.id, accounting_code: patient.accounting_code },
    });
    expect(new Date(late.dueAt).getTime() - new Date(late.created_at).getTime()).toBe(48 * 3600 * 1000);
    expect(fresh.isOverdue).toBe(false);
    // The oldest open uploads come first over every practice: ours are behind any older ones only.
    const createdAt = adminBloodUploads.data.map((upload) => new Date(upload.created_at).getTime());
    expect(createdAt).toEqual([...createdAt].sort((a, b) => a - b));

    const { adminBloodUpload } = await admin.client.query<{ adminBloodUpload: QueueUpload | null }>(ONE, {
      id: newer,
    });
    expect(adminBloodUpload).toMatchObject({ id: newer, state: 'Received', patient: { id: patient.id } });
    expect(
      (await admin.client.query<{ adminBloodUpload: null }>(ONE, { id: '999999999' })).adminBloodUpload,
    ).toBeNull();
    const malformed = await admin.client.graphql(ONE, { id: 'abc' });
    expect(validationOf(malformed.errors)).toEqual({ id: ['Unbekannter Eintrag.'] });
  });

  it('enters the values from the file (source Upload), closes the upload and mails the doctor', async () => {
    const patient = await createPatient(doctor.client);
    const id = await uploadFor(patient.id);
    const date = todayIsoDate();
    const answer = await admin.client.graphql<{ processBloodUpload: QueueUpload }>(PROCESS, {
      id,
      date: german(date),
      values: [
        { analysisParameterId: marker('HAEMOGLOBIN').id, value: '14.2' },
        { analysisParameterId: marker('FERRITIN').id, value: '80' },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.processBloodUpload).toMatchObject({ id, state: 'Processed', isOverdue: false });
    expect(answer.data!.processBloodUpload.processed_at).toBeTruthy();

    const row = await uploadRow(id);
    expect(row).toMatchObject({ state: 'Processed', processed_by: admin.user.id, rejection_reason: null });
    const [result] = await db().query(
      `SELECT source, value_date::text AS date, created_by FROM analysis_results WHERE id = $1`,
      [row.analysis_result_id],
    );
    expect(result).toEqual({ source: 'Upload', date, created_by: admin.user.id });
    expect(await valuesOf(patient.id)).toEqual(
      expect.arrayContaining([
        { source: 'Upload', date, value: 14.2 },
        { source: 'Upload', date, value: 80 },
      ]),
    );
    const audit = await db().query(
      `SELECT user_id, details FROM audit_logs WHERE event = 'blood_upload.processed' AND subject_id = $1`,
      [patient.id],
    );
    expect(audit).toEqual([
      { user_id: admin.user.id, details: { bloodUploadId: id, resultId: row.analysis_result_id, values: 2 } },
    ]);

    const mail = await waitForMail(doctor.email, (m) =>
      m.subject.includes(patient.accounting_code as string),
    );
    expect(mail.subject).toBe(`Blutwerte von ${patient.accounting_code as string} wurden erfasst`);
    expect(mail.text).toContain(
      `aus Ihrer Datei vom ${german(date)} für ${patient.accounting_code as string} erfasst`,
    );
    expect(mail.links.some((link) => link.endsWith(`/patients/${patient.id}/blood-analysis`))).toBe(true);

    // The doctor sees it handled, and may delete an uploaded value (lab values they may not).
    const { bloodUploads } = await doctor.client.query<{ bloodUploads: QueueUpload[] }>(DOCTOR_LIST, {
      patientId: patient.id,
    });
    expect(bloodUploads[0]).toMatchObject({ id, state: 'Processed', rejection_reason: null });
    const { bloodMarkerHistory } = await doctor.client.query<{
      bloodMarkerHistory: { id: string; source: string; isDeletable: boolean }[];
    }>(HISTORY, { patientId: patient.id, code: 'HAEMOGLOBIN' });
    expect(bloodMarkerHistory[0]).toMatchObject({ source: 'Upload', isDeletable: true });
    const deleted = await doctor.client.graphql(DELETE, { id: bloodMarkerHistory[0].id });
    expect(deleted.errors).toBeUndefined();
  });

  it('checks the values as the doctor entry does and leaves the upload open on a mistake', async () => {
    const patient = await createPatient(doctor.client);
    const id = await uploadFor(patient.id);
    const comma = await admin.client.graphql(PROCESS, {
      id,
      date: german(todayIsoDate()),
      values: [{ analysisParameterId: marker('HAEMOGLOBIN').id, value: '14,2' }],
    });
    expect(validationOf(comma.errors)).toEqual({
      'values.0.value': ['Der Wert darf nur Ziffern und einen Punkt enthalten.'],
    });
    const noValues = await admin.client.graphql(PROCESS, { id, date: '31.02.2026', values: [] });
    expect(validationOf(noValues.errors)).toEqual({
      date: ['Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'],
      values: ['Bitte geben Sie mindestens einen Wert ein.'],
    });
    expect((await uploadRow(id)).state).toBe('Received');
    expect(await valuesOf(patient.id)).toEqual([]);
  });

  it('handles a file once: a second processing or rejection is a conflict and changes nothing', async () => {
    const patient = await createPatient(doctor.client);
    const id = await uploadFor(patient.id);
    const values = [{ analysisParameterId: marker('HAEMOGLOBIN').id, value: '13' }];
    const date = german(todayIsoDate());
    // Two team members at the same moment: one wins.
    const answers = await Promise.all([
      admin.client.graphql(PROCESS, { id, date, values }),
      (await signedIn(app, { permissions: [Permission.ManageMedicalCenters] })).client.graphql(PROCESS, {
        id,
        date,
        values,
      }),
    ]);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0]).toMatchObject({
      message:
        'Diese Datei wurde bereits bearbeitet. Laden Sie die Warteschlange neu, um den aktuellen Stand zu sehen.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await valuesOf(patient.id)).toHaveLength(1);
    const rejected = await admin.client.graphql(REJECT, { id, reason: 'unlesbar' });
    expect(rejected.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(await uploadRow(id)).toMatchObject({ state: 'Processed', rejection_reason: null });
  });

  it('rejects a file with a reason the doctor reads in the portal and in a mail', async () => {
    const patient = await createPatient(doctor.client);
    const id = await uploadFor(patient.id);
    for (const reason of ['', '  x ', 'x'.repeat(1001)]) {
      const answer = await admin.client.graphql(REJECT, { id, reason });
      expect(validationOf(answer.errors)).toEqual({
        reason: ['Bitte geben Sie einen Grund mit 3 bis 1000 Zeichen an.'],
      });
    }
    expect((await uploadRow(id)).state).toBe('Received');

    const reason = 'Die Datei ist unscharf; die Werte sind nicht lesbar.';
    const answer = await admin.client.graphql<{ rejectBloodUpload: QueueUpload }>(REJECT, {
      id,
      reason: ` ${reason} `,
    });
    expect(answer.data!.rejectBloodUpload).toMatchObject({ state: 'Rejected', rejection_reason: reason });
    expect(await uploadRow(id)).toMatchObject({
      state: 'Rejected',
      processed_by: admin.user.id,
      analysis_result_id: null,
    });
    expect(await valuesOf(patient.id)).toEqual([]);
    const mail = await waitForMail(doctor.email, (m) =>
      m.subject.includes(patient.accounting_code as string),
    );
    expect(mail.subject).toBe(
      `Blutwerte-Datei für ${patient.accounting_code as string} konnte nicht erfasst werden`,
    );
    expect(mail.text).toContain(`Grund: ${reason}`);
    const { bloodUploads } = await doctor.client.query<{ bloodUploads: QueueUpload[] }>(DOCTOR_LIST, {
      patientId: patient.id,
    });
    expect(bloodUploads[0]).toMatchObject({
      id,
      state: 'Rejected',
      rejection_reason: reason,
      isOverdue: false,
    });
    const audit = await db().query(
      `SELECT details FROM audit_logs WHERE event = 'blood_upload.rejected' AND subject_id = $1`,
      [patient.id],
    );
    expect(audit).toEqual([{ details: { bloodUploadId: id, reason } }]);

    // Handled ones: most recently handled first.
    const { adminBloodUploads } = await admin.client.query<{ adminBloodUploads: { data: QueueUpload[] } }>(
      QUEUE,
      {
        state: 'Rejected',
        first: 5,
      },
    );
    expect(adminBloodUploads.data[0]).toMatchObject({ id, state: 'Rejected' });
  });

  it('is closed to doctors (the uploading one too), patients and anonymous callers; nothing changes', async () => {
    const patient = await createPatient(doctor.client);
    const id = await uploadFor(patient.id);
    const portalPatient = await patientWithAccount(app, doctor.client);
    const callers: [string, TestClient, string][] = [
      ['the uploading doctor', doctor.client, 'FORBIDDEN'],
      ['another doctor', (await signedIn(app)).client, 'FORBIDDEN'],
      ['a patient', await patientSignedIn(app, portalPatient), 'UNAUTHENTICATED'],
      ['anonymous', new TestClient(app), 'UNAUTHENTICATED'],
    ];
    for (const [, client, code] of callers) {
      for (const [query, variables] of [
        [QUEUE, {}],
        [ONE, { id }],
        [
          PROCESS,
          {
            id,
            date: german(todayIsoDate()),
            values: [{ analysisParameterId: marker('HAEMOGLOBIN').id, value: '13' }],
          },
        ],
        [REJECT, { id, reason: 'unlesbar' }],
      ] as const) {
        const answer = await client.graphql(query, variables);
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code });
        expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
      }
    }
    expect(await uploadRow(id)).toMatchObject({ state: 'Received', processed_by: null });
    expect(await valuesOf(patient.id)).toEqual([]);
    expect(
      (await inboxOf(doctor.email)).filter((m) => m.subject.includes(patient.accounting_code as string)),
    ).toEqual([]);
  });
});
