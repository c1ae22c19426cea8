import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { LabResultsApplier } from '../../src/modules/lab/lab-results-applier.service.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType, OrderStatus } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { bloodOrder, insertLabReport } from '../helpers/blood-analysis.js';
import { LabReport } from '../../src/modules/lab/lab-report.entity.js';
import { insertOrder } from '../helpers/orders.js';
import { TestClient } from '../helpers/client.js';
import { patientSignedIn, patientWithAccount } from '../helpers/patient-portal.js';
import { createPatient } from '../helpers/patients.js';
import { TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const FIELDS = `id order_id order_number patient_id patient_name part_type part_status lab_order_id version
  collected_on received_at blood { code value unit } genotypes { gene rsId genotype } state decided_at
  decided_by decision_reason`;
const LIST = `query ($state: QuarantineState) { quarantinedLabReports(state: $state) { ${FIELDS} } }`;
const ATTACH = `mutation ($id: ID!) { attachQuarantinedLabReport(id: $id) { ${FIELDS} } }`;
const DISCARD = `mutation ($id: ID!, $reason: String!) { discardQuarantinedLabReport(id: $id, reason: $reason) { ${FIELDS} } }`;
const DECIDED = 'Über diesen Laborbefund wurde bereits entschieden.';
const REASON = 'Bitte geben Sie einen Grund an (3 bis 1000 Zeichen).';

type Row = { id: string; order_id: string; state: string; blood: { code: string }[]; part_status: string };

describe('lab reports for a cancelled or recalled order part are kept apart', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp(TRUST_PROXY_FOR_TESTS);
    worker = await startTestWorker();
    db = app.get(DataSource);
    doctor = await signedIn(app);
    admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  /** A blood order whose part is (or is not) cancelled/recalled, and a report of the lab for it, applied. */
  async function reportFor(partStatus: NoiOrderStatus | null, orderStatus?: OrderStatus) {
    const patient = await createPatient(doctor.client);
    const target = await bloodOrder(app, patient.id);
    if (partStatus) await db.getRepository(NoiOrder).update(target.part.id, { status: partStatus });
    if (orderStatus !== undefined)
      await db.getRepository(Order).update(target.order.id, { status: orderStatus });
    const report = await insertLabReport(app, target, 1, [{ code: 'FERRITIN', value: 80, unit: 'µg/l' }]);
    await worker.get(LabResultsApplier).applyPending({ labOrderId: target.labOrderId });
    return { patient, target, report };
  }
  const resultsOf = (reportId: string) =>
    db.query<{ id: string }[]>(`SELECT id FROM analysis_results WHERE lab_report_id = $1`, [reportId]);
  const quarantineOf = (reportId: string) =>
    db.query<{ id: string; state: string }[]>(
      `SELECT id::text, state FROM lab_report_quarantine WHERE lab_report_id = $1`,
      [reportId],
    );
  const appliedAt = async (reportId: string) =>
    (
      await db.query<{ applied_at: Date | null }[]>(`SELECT applied_at FROM lab_reports WHERE id = $1`, [
        reportId,
      ])
    )[0].applied_at;
  const audits = (event: string, orderId: string) =>
    db.query<{ user_id: string | null; details: Record<string, unknown> }[]>(
      `SELECT user_id::text, details FROM audit_logs WHERE event = $1 AND subject_id = $2 ORDER BY id`,
      [event, orderId],
    );

  it('writes a report for an active part into the record as before', async () => {
    const { report } = await reportFor(null);
    expect(await resultsOf(report.id)).toHaveLength(1);
    expect(await quarantineOf(report.id)).toEqual([]);
    expect(await appliedAt(report.id)).toBeInstanceOf(Date);
  });

  it('keeps a report for a cancelled part or order, or a recalled part, out of the record, once and audited', async () => {
    const cases: [NoiOrderStatus, OrderStatus | undefined][] = [
      [NoiOrderStatus.Canceled, OrderStatus.Canceled],
      [NoiOrderStatus.Recall, OrderStatus.Recall],
      [NoiOrderStatus.SentToLab, OrderStatus.Canceled],
    ];
    for (const [partStatus, orderStatus] of cases) {
      const { report, target } = await reportFor(partStatus, orderStatus);
      expect(await resultsOf(report.id)).toEqual([]);
      expect(await appliedAt(report.id)).toBeNull();
      expect(await quarantineOf(report.id)).toEqual([{ id: expect.any(String), state: 'pending' }]);
      // The callback again and the sweep: nothing written, nothing kept twice.
      await worker.get(LabResultsApplier).applyPending({ labOrderId: target.labOrderId });
      await worker.get(LabResultsApplier).applyPending({ receivedBefore: new Date(Date.now() + 60_000) });
      expect(await resultsOf(report.id)).toEqual([]);
      expect(await quarantineOf(report.id)).toHaveLength(1);
      const kept = await audits('lab.report_quarantined', target.order.id);
      expect(kept).toHaveLength(1);
      expect(kept[0].details).toMatchObject({ part: 'blood', partStatus, labReportId: report.id });
    }
  });

  it('lists the pending reports for admins only, with the values as the lab sent them', async () => {
    const { report, target, patient } = await reportFor(NoiOrderStatus.Canceled, OrderStatus.Canceled);
    const [{ id }] = await quarantineOf(report.id);
    const { quarantinedLabReports } = await admin.client.query<{ quarantinedLabReports: Row[] }>(LIST, {});
    expect(quarantinedLabReports.find((row) => row.id === id)).toMatchObject({
      order_id: target.order.id,
      patient_id: patient.id,
      part_type: 'blood',
      part_status: 'Canceled',
      lab_order_id: target.labOrderId,
      version: 1,
      state: 'pending',
      blood: [{ code: 'FERRITIN', value: 80, unit: 'µg/l' }],
      genotypes: [],
      decided_at: null,
    });
    const attached = await admin.client.query<{ quarantinedLabReports: Row[] }>(LIST, { state: 'attached' });
    expect(attached.quarantinedLabReports.some((row) => row.id === id)).toBe(false);

    const refusedDoctor = await doctor.client.graphql(LIST, {});
    expect(refusedDoctor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await new TestClient(app).graphql(LIST, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const portalPatient = await patientWithAccount(app, doctor.client);
    const patientClient = await patientSignedIn(app, portalPatient);
    const refusedPatient = await patientClient.graphql(LIST, {});
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refusedPatient.errors?.[0].extensions?.code);
    expect(refusedPatient.data?.quarantinedLabReports ?? null).toBeNull();
  });

  it('attaches a report into the record with the normal writer, audited; only once and only by an admin', async () => {
    const { report, target } = await reportFor(NoiOrderStatus.Recall, OrderStatus.Recall);
    const [{ id }] = await quarantineOf(report.id);

    for (const client of [doctor.client, new TestClient(app)]) {
      const refused = await client.graphql(ATTACH, { id });
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.errors?.[0].extensions?.code);
    }
    expect(await resultsOf(report.id)).toEqual([]);

    const answer = await admin.client.graphql<{ attachQuarantinedLabReport: Row & { decided_by: string } }>(
      ATTACH,
      { id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.attachQuarantinedLabReport).toMatchObject({
      id,
      state: 'attached',
      decided_at: expect.any(String),
      decided_by: expect.any(String),
      decision_reason: null,
    });
    expect(await resultsOf(report.id)).toHaveLength(1);
    expect(await appliedAt(report.id)).toBeInstanceOf(Date);
    const audited = await audits('lab.quarantined_report_attached', target.order.id);
    expect(audited).toEqual([
      {
        user_id: admin.user.id,
        details: expect.objectContaining({ quarantineId: id, labReportId: report.id }),
      },
    ]);

    const again = await admin.client.graphql(ATTACH, { id });
    expect(again.errors?.[0]).toMatchObject({ message: DECIDED, extensions: { code: 'CONFLICT' } });
    const discardAfter = await admin.client.graphql(DISCARD, { id, reason: 'Zu spät' });
    expect(discardAfter.errors?.[0].message).toBe(DECIDED);
    expect(await resultsOf(report.id)).toHaveLength(1);
  });

  it('keeps the genotypes of a cancelled DNA part apart too; attached, they reach the record as the lab sent them', async () => {
    const patient = await createPatient(doctor.client);
    const order = await insertOrder(app, patient.id, {
      parts: { [NoiOrderType.dna]: NoiOrderStatus.Canceled },
      status: OrderStatus.Canceled,
    });
    const part = await db.getRepository(NoiOrder).findOneByOrFail({ order_id: order.id });
    const labOrderId = `lab_dna_${order.id}_${Date.now()}`;
    await db.getRepository(NoiOrder).update(part.id, { noi_order_id: labOrderId });
    const reports = db.getRepository(LabReport);
    const report = await reports.save(
      reports.create({
        order_id: order.id,
        noi_order_id: part.id,
        lab_order_id: labOrderId,
        report_id: `rep_${labOrderId}`,
        version: 1,
        status: 'final',
        issued_at: new Date(),
        collected_on: '2026-03-02',
        blood: [],
        genotypes: [{ gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'A/A', orientation: 'GRCh38+' }],
      }),
    );
    await worker.get(LabResultsApplier).applyPending({ labOrderId });
    const genotypesOf = () =>
      db.query<{ rs_id: string; orientation: string | null; refusal: string | null }[]>(
        `SELECT rs_id, orientation, refusal FROM genotype_results WHERE lab_report_id = $1`,
        [report.id],
      );
    expect(await genotypesOf()).toEqual([]);
    const [{ id, state }] = await quarantineOf(report.id);
    expect(state).toBe('pending');
    const { quarantinedLabReports } = await admin.client.query<{
      quarantinedLabReports: (Row & { part_type: string; genotypes: { rsId: string }[] })[];
    }>(LIST, {});
    expect(quarantinedLabReports.find((row) => row.id === id)).toMatchObject({
      part_type: 'dna',
      genotypes: [{ gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'A/A' }],
    });

    await admin.client.query(ATTACH, { id });
    expect(await genotypesOf()).toEqual([{ rs_id: 'rs4244285', orientation: 'GRCh38+', refusal: null }]);
  });

  it('discards a report with a reason, audited; nothing reaches the record', async () => {
    const { report, target } = await reportFor(NoiOrderStatus.Canceled, OrderStatus.Canceled);
    const [{ id }] = await quarantineOf(report.id);

    for (const reason of ['  ', 'ab', 'x'.repeat(1001)]) {
      const refused = await admin.client.graphql(DISCARD, { id, reason });
      expect(refused.errors?.[0].extensions?.validation).toEqual({ reason: [REASON] });
    }
    const doctorRefused = await doctor.client.graphql(DISCARD, { id, reason: 'Probe verwechselt' });
    expect(doctorRefused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await quarantineOf(report.id)).toEqual([{ id, state: 'pending' }]);

    const answer = await admin.client.graphql<{ discardQuarantinedLabReport: Row }>(DISCARD, {
      id,
      reason: '  Probe nach Stornierung verworfen  ',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.discardQuarantinedLabReport).toMatchObject({
      state: 'discarded',
      decision_reason: 'Probe nach Stornierung verworfen',
    });
    expect(await resultsOf(report.id)).toEqual([]);
    expect(await appliedAt(report.id)).toBeNull();
    const audited = await audits('lab.quarantined_report_discarded', target.order.id);
    expect(audited).toEqual([
      {
        user_id: admin.user.id,
        details: expect.objectContaining({ quarantineId: id, reason: 'Probe nach Stornierung verworfen' }),
      },
    ]);
    // The sweep leaves a discarded report alone.
    await worker.get(LabResultsApplier).applyPending({ receivedBefore: new Date(Date.now() + 60_000) });
    expect(await resultsOf(report.id)).toEqual([]);
    const attach = await admin.client.graphql(ATTACH, { id });
    expect(attach.errors?.[0].message).toBe(DECIDED);
  });

  it('refuses bad and unknown ids', async () => {
    const bad = await admin.client.graphql(ATTACH, { id: 'abc' });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION');
    const unknown = await admin.client.graphql(DISCARD, { id: '999999999', reason: 'Kein Befund' });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
