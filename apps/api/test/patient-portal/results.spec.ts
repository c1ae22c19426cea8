import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { ReportKind, ReportRelease } from '../../src/modules/results/index.js';
import { saveBloodValues } from '../helpers/blood-analysis.js';
import { TestClient } from '../helpers/client.js';
import { patientSignedIn, patientWithAccount } from '../helpers/patient-portal.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { webOperation } from '../helpers/web-operations.js';
import { startTestWorker } from '../helpers/worker.js';

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

// The web's own operations (Relay's compiled text), as the profile's release card sends them.
const RELEASE = webOperation('useReleaseReportMutation');
const WITHDRAW = webOperation('useWithdrawReportReleaseMutation');
const READS = webOperation('ReportReleaseCardQuery');

const get = (client: TestClient, path: string) => client.agent.get(path).set('Accept', 'application/json');

// A medication tolerance snapshot as the medication PDF's template data has it (the lab's genotypes are the
// DNA suites' business; here only the patient's reading of a release counts).
const MEDICATION_CONTENT = {
  practice: 'Testpraxis',
  patientName: 'Erika Muster',
  patientBirthDate: '1985-04-12',
  date: new Date().toISOString(),
  version: '1',
  rows: [
    {
      name: 'Clopidogrel',
      genes: 'CYP2C19',
      effect: { result: 0, text: 'verminderte Wirkung' },
      breakdown: null,
      dosis: null,
    },
    { name: 'Aspirin', genes: '', effect: null, breakdown: null, dosis: null },
  ],
  literature: [],
};

describe('GET /api/patient/results (released reports in the patient portal)', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    app = await createTestApp({ APP_URL: 'http://portal.test', ...TRUST_PROXY_FOR_TESTS });
    worker = await startTestWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  /** A doctor, their patient with a portal account and blood values, the patient signed in. */
  async function setUp() {
    const doctor = await signedIn(app);
    const patient = await patientWithAccount(app, doctor.client);
    await saveBloodValues(app, doctor.client, patient.id, { FERRITIN: '100', HOMOCYSTEINE: '18' });
    const portal = await patientSignedIn(app, patient);
    const release = async (note: string | null = null) =>
      (
        await doctor.client.query<{ releaseReport: { id: string } }>(RELEASE, {
          patientId: patient.id,
          kind: 'Blood',
          note,
        })
      ).releaseReport.id;
    return { doctor, patient, portal, release };
  }

  it('shows nothing before the release', async () => {
    const { portal } = await setUp();
    const list = await get(portal, '/api/patient/results');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('lists the release and shows the report in plain words with the note, the doctor and each meaning', async () => {
    const { doctor, portal, release } = await setUp();
    const id = await release('Wir besprechen das Homocystein beim nächsten Termin.');
    const list = await get(portal, '/api/patient/results');
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        kind: 'blood',
        title: 'Blutanalyse',
        note: 'Wir besprechen das Homocystein beim nächsten Termin.',
        doctor: expect.stringContaining(doctor.user.last_name),
      }),
    ]);
    const report = await get(portal, `/api/patient/results/${id}`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ id, kind: 'blood', title: 'Blutanalyse', warning: null });
    const rows = report.body.rows as { name: string; state: string; meaning: string; range: string }[];
    const ferritin = rows.find((row) => row.name === 'Ferritin')!;
    expect(ferritin).toMatchObject({
      value: 100,
      state: 'optimal',
      meaning: 'Ihr Wert liegt im optimalen Bereich.',
    });
    expect(ferritin.range).toContain('Optimalbereich 50–150');
    const homocysteine = rows.find((row) => row.name === 'Homocystein')!;
    expect(homocysteine.meaning).toContain('Bitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt');
    // In the page's language when it names one.
    const english = await get(portal, `/api/patient/results/${id}?language=en`);
    expect(english.body.title).toBe('Blood analysis');
  });

  it('counts and audits each read so the doctor and the audit trail see it', async () => {
    const { doctor, patient, portal, release } = await setUp();
    const id = await release();
    await get(portal, `/api/patient/results/${id}`).expect(200);
    const reads = await doctor.client.query<{
      reportReleases: { read_count: number; last_read_at: string }[];
    }>(READS, { patientId: patient.id, kind: 'Blood' });
    expect(reads.reportReleases[0].read_count).toBe(1);
    expect(reads.reportReleases[0].last_read_at).not.toBeNull();
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const trail = await admin.client.query<{ auditLog: { data: { event: string; details: object }[] } }>(
      `query ($patientId: ID!) { auditLog(patientId: $patientId, first: 50) { data { event details } } }`,
      { patientId: patient.id },
    );
    expect(trail.auditLog.data).toContainEqual({
      event: 'report_release.read',
      details: { releaseId: id, kind: 'blood', format: 'page' },
    });
  });

  it('hides a withdrawn release (404) and shows only the newest release of a kind', async () => {
    const { doctor, portal, release } = await setUp();
    const first = await release();
    const second = await release('neu');
    const list = await get(portal, '/api/patient/results');
    expect(list.body.map((entry: { id: string }) => entry.id)).toEqual([second]);
    await get(portal, `/api/patient/results/${first}`).expect(404);
    await doctor.client.query(WITHDRAW, { id: second });
    expect((await get(portal, '/api/patient/results')).body).toEqual([]);
    const gone = await get(portal, `/api/patient/results/${second}`);
    expect(gone.status).toBe(404);
    await get(portal, `/api/patient/results/${second}/pdf`).expect(404);
  });

  it("answers another patient's release, an unknown id and a malformed id with 404", async () => {
    const { release } = await setUp();
    const id = await release();
    const other = await setUp();
    for (const path of [
      `/api/patient/results/${id}`,
      `/api/patient/results/${id}/pdf`,
      '/api/patient/results/999999999',
      '/api/patient/results/abc',
    ])
      expect((await get(other.portal, path)).status).toBe(404);
  });

  it('refuses a doctor session and an anonymous caller', async () => {
    const { doctor, release } = await setUp();
    const id = await release();
    const anonymous = fromOwnIp(new TestClient(app));
    for (const client of [doctor.client, anonymous])
      for (const path of [
        '/api/patient/results',
        `/api/patient/results/${id}`,
        `/api/patient/results/${id}/pdf`,
      ])
        expect([401, 403]).toContain((await get(client, path)).status);
  });

  it('downloads the PDF rendered from the snapshot, audited as a read', async () => {
    const { patient, portal, release } = await setUp();
    const id = await release();
    const response = await portal.agent.get(`/api/patient/results/${id}/pdf`).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const bytes = response.body as Buffer;
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const audit = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ subject_type: 'patient', subject_id: patient.id, event: 'report_release.read' });
    expect(audit.map((row) => row.details)).toEqual([{ releaseId: id, kind: 'blood', format: 'pdf' }]);
  });

  it('carries the sentence that no medication may be changed without the doctor on a medication report', async () => {
    const { patient, portal } = await setUp();
    const { identifiers } = await app.get(DataSource).getRepository(ReportRelease).insert({
      patient_id: patient.id,
      kind: ReportKind.Medication,
      content: MEDICATION_CONTENT,
      note: null,
      released_by_user_id: null,
    });
    const id = String(identifiers[0].id);
    const report = await get(portal, `/api/patient/results/${id}`);
    expect(report.status).toBe(200);
    expect(report.body.warning).toContain(
      'Ändern Sie Ihre Medikamente nicht und setzen Sie keines ab, ohne vorher mit Ihrer Ärztin oder Ihrem Arzt zu sprechen.',
    );
    // Only what was analysed, with its plain meaning.
    expect(report.body.rows).toEqual([
      expect.objectContaining({
        medication: 'Clopidogrel',
        effect: 'Wirkung: verminderte Wirkung',
        level: 0,
        levelText: 'Deutliche Besonderheit',
      }),
    ]);
  });
});
