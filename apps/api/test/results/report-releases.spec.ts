import type { INestApplication } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { Micronutrient } from '../../src/modules/results/micronutrients/micronutrient.entity.js';
import { PatientMicronutrient } from '../../src/modules/results/micronutrients/doses/patient-micronutrient.entity.js';
import { ReportRelease } from '../../src/modules/results/releases/report-release.entity.js';
import { saveBloodValues } from '../helpers/blood-analysis.js';
import type { TestClient } from '../helpers/client.js';
import { patientSignedIn, patientWithAccount } from '../helpers/patient-portal.js';
import { createPatient } from '../helpers/patients.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { webOperation } from '../helpers/web-operations.js';
import { TestClient as Client } from '../helpers/client.js';

const RELEASE = `mutation ($patientId: ID!, $kind: ReportKind!, $note: String) {
  releaseReport(patientId: $patientId, kind: $kind, note: $note) {
    id kind note released_at released_by withdrawn_at superseded read_count last_read_at
  }
}`;
// The web's withdrawal as the release card sends it (Relay's compiled text).
const WITHDRAW = webOperation('useWithdrawReportReleaseMutation');
const RELEASES = `query ($patientId: ID!, $kind: ReportKind) {
  reportReleases(patientId: $patientId, kind: $kind) { id kind note withdrawn_at superseded released_by read_count }
}`;

// No recommendation is calculated under 18: a worker of another suite in the same run adds no doses.
const UNDER_AGE = '2016-05-01';

interface ReleaseView {
  id: string;
  kind: string;
  note: string | null;
  released_by: string | null;
  withdrawn_at: string | null;
  superseded: boolean;
  read_count: number;
}

describe('releasing reports to the patient (releaseReport, withdrawReportRelease, reportReleases)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ APP_URL: 'http://portal.test', ...TRUST_PROXY_FOR_TESTS });
  });
  afterAll(async () => {
    await closeApp(app);
  });

  async function withBloodValues(client: TestClient) {
    const patient = await createPatient(client);
    await saveBloodValues(app, client, patient.id, { FERRITIN: '100' });
    return patient;
  }

  const release = (client: TestClient, patientId: string, kind = 'Blood', note: string | null = null) =>
    client.graphql<{ releaseReport: ReleaseView }>(RELEASE, { patientId, kind, note });

  const auditOf = (patientId: string) =>
    app
      .get(DataSource)
      .getRepository(AuditLog)
      .find({ where: { subject_type: 'patient', subject_id: patientId }, order: { id: 'ASC' } });

  it('releases the blood values as they are now, with the note and the doctor, and audits it', async () => {
    const doctor = await signedIn(app);
    const patient = await withBloodValues(doctor.client);
    const result = await release(
      doctor.client,
      patient.id,
      'Blood',
      '  Bitte zum nächsten Termin mitbringen.  ',
    );
    expect(result.errors).toBeUndefined();
    const view = result.data!.releaseReport;
    expect(view).toMatchObject({
      kind: 'Blood',
      note: 'Bitte zum nächsten Termin mitbringen.',
      withdrawn_at: null,
      superseded: false,
      read_count: 0,
    });
    expect(view.released_by).toContain(doctor.user.last_name);
    const stored = await app.get(DataSource).getRepository(ReportRelease).findOneByOrFail({ id: view.id });
    const content = stored.content as { rows: { name: string; value: number; state: string }[] };
    expect(content.rows).toEqual([
      expect.objectContaining({ name: 'Ferritin', value: 100, state: 'optimal' }),
    ]);
    const audit = (await auditOf(patient.id)).find((row) => row.event === 'report_release.released');
    expect(audit).toMatchObject({ user_id: doctor.user.id, details: { releaseId: view.id, kind: 'blood' } });
  });

  it('supersedes the earlier release of the same kind and keeps other kinds', async () => {
    const doctor = await signedIn(app);
    const patient = await withBloodValues(doctor.client);
    const first = (await release(doctor.client, patient.id)).data!.releaseReport;
    const second = (await release(doctor.client, patient.id, 'Blood', 'Neu')).data!.releaseReport;
    const list = await doctor.client.query<{ reportReleases: ReleaseView[] }>(RELEASES, {
      patientId: patient.id,
      kind: 'Blood',
    });
    expect(list.reportReleases.map((r) => [r.id, r.superseded, r.withdrawn_at !== null])).toEqual([
      [second.id, false, false],
      [first.id, true, true],
    ]);
  });

  it('withdraws a release once, audits it, and refuses a second withdrawal with a message', async () => {
    const doctor = await signedIn(app);
    const patient = await withBloodValues(doctor.client);
    const { id } = (await release(doctor.client, patient.id)).data!.releaseReport;
    const withdrawn = await doctor.client.graphql<{ withdrawReportRelease: ReleaseView }>(WITHDRAW, { id });
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data!.withdrawReportRelease.withdrawn_at).not.toBeNull();
    const again = await doctor.client.graphql(WITHDRAW, { id });
    expect(again.errors?.[0].message).toBe('Diese Freigabe wurde bereits zurückgezogen.');
    expect(again.errors?.[0].extensions?.reason).toBe('reportReleases.alreadyWithdrawn');
    const events = (await auditOf(patient.id)).map((row) => row.event);
    expect(events.filter((event) => event === 'report_release.withdrawn')).toHaveLength(1);
  });

  it.each([
    ['Blood', 'Es gibt noch keine Blutwerte, die freigegeben werden können.'],
    ['Dna', 'Es gibt noch keine DNA-Ergebnisse (Genotypen), die freigegeben werden können.'],
    [
      'Medication',
      'Es gibt noch keine Ergebnisse zur Medikamentenverträglichkeit (Genotypen), die freigegeben werden können.',
    ],
    ['Micronutrients', 'Es gibt noch keine Mikronährstoff-Dosierungen, die freigegeben werden können.'],
  ])('refuses to release %s when there is nothing to release', async (kind, message) => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client, { date_of_birth: UNDER_AGE });
    const result = await release(doctor.client, patient.id, kind);
    expect(result.errors?.[0].extensions?.validation).toEqual({ kind: [message] });
    expect(await app.get(DataSource).getRepository(ReportRelease).countBy({ patient_id: patient.id })).toBe(
      0,
    );
  });

  it('releases the micronutrient doses the doctor set', async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client, { date_of_birth: UNDER_AGE });
    const dataSource = app.get(DataSource);
    const [zinc] = await dataSource.getRepository(Micronutrient).findBy({ code: In(['ZINC']) });
    await dataSource.getRepository(PatientMicronutrient).insert({
      patient_id: patient.id,
      micronutrient_id: zinc.id,
      current_value: 12.5,
      recommended_value: 10,
      description: 'Abends einnehmen',
    });
    const result = await release(doctor.client, patient.id, 'Micronutrients');
    expect(result.errors).toBeUndefined();
    const stored = await dataSource
      .getRepository(ReportRelease)
      .findOneByOrFail({ id: result.data!.releaseReport.id });
    expect((stored.content as { rows: unknown[] }).rows).toEqual([
      expect.objectContaining({ current: 12.5, description: 'Abends einnehmen' }),
    ]);
  });

  it('refuses a note longer than 1000 characters with a message', async () => {
    const doctor = await signedIn(app);
    const patient = await withBloodValues(doctor.client);
    const result = await release(doctor.client, patient.id, 'Blood', 'x'.repeat(1001));
    expect(result.errors?.[0].extensions?.validation).toEqual({
      note: ['Die Nachricht an die Patientin bzw. den Patienten darf höchstens 1000 Zeichen lang sein.'],
    });
    expect((await release(doctor.client, patient.id, 'Blood', 'x'.repeat(1000))).errors).toBeUndefined();
  });

  it("answers another practice's doctor not found, for release, withdrawal and the list", async () => {
    const doctor = await signedIn(app);
    const patient = await withBloodValues(doctor.client);
    const { id } = (await release(doctor.client, patient.id)).data!.releaseReport;
    const stranger = await signedIn(app);
    for (const result of [
      await release(stranger.client, patient.id),
      await stranger.client.graphql(WITHDRAW, { id }),
      await stranger.client.graphql(RELEASES, { patientId: patient.id }),
    ])
      expect(result.errors?.[0].extensions?.reason).toBe('common.notFound');
    const stored = await app.get(DataSource).getRepository(ReportRelease).findOneByOrFail({ id });
    expect(stored.withdrawn_at).toBeNull();
  });

  it('refuses a patient session and an anonymous caller', async () => {
    const doctor = await signedIn(app);
    const patient = await patientWithAccount(app, doctor.client);
    await withBloodValues(doctor.client);
    const portal = await patientSignedIn(app, patient);
    const anonymous = fromOwnIp(new Client(app));
    for (const client of [portal, anonymous]) {
      const result = await release(client, patient.id);
      expect(result.errors?.[0].extensions?.reason).toBe('common.unauthenticated');
      const list = await client.graphql(RELEASES, { patientId: patient.id });
      expect(list.errors?.[0].extensions?.reason).toBe('common.unauthenticated');
    }
  });
});
