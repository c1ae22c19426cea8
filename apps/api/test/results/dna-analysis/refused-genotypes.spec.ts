import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { GenotypeResult } from '../../../src/modules/results/dna-analysis/entities/genotype-result.entity.js';
import { DnaResultsWriter } from '../../../src/modules/results/dna-analysis/services/dna-results-writer.service.js';
import { type LabReportGenotype, LabReport } from '../../../src/modules/lab/lab-report.entity.js';
import { NoiOrder } from '../../../src/modules/orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType } from '../../../src/modules/orders/order-status.js';
import { nonAdminCallers } from '../../orders/admin/admin-orders-fixtures.js';
import { TestClient } from '../../helpers/client.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const REFUSED = `query ($id: ID!) { order(id: $id) {
  id refusedGenotypes { id gene rs_id genotype orientation reason version lab_order_id created_at }
} }`;
const INTERPRETATION = 'result result_text text_de';
const MEDICATIONS_QUERY = `query ($patient_id: ID!, $search: String) {
  patientMedicationResults(patient_id: $patient_id, search: $search, first: 100) {
    data { medication { name_de } effect { ${INTERPRETATION} } dosis { ${INTERPRETATION} } }
  } }`;

interface RefusedView {
  gene: string;
  rs_id: string;
  genotype: string;
  orientation: string | null;
  reason: string;
  version: number;
}
interface MedicationView {
  medication: { name_de: string };
  dosis: { result: number; result_text: string; text_de: string } | null;
}

let app: INestApplication;
let reportNumber = 0;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeApp(app));
const db = () => app.get(DataSource);

/** A DNA order of a new patient of the doctor with a lab report of these genotypes, applied. */
async function reportedOrder(doctor: TestClient, genotypes: LabReportGenotype[]) {
  const patient = await createPatient(doctor);
  const order = await insertOrder(app, patient.id, {
    parts: { [NoiOrderType.dna]: NoiOrderStatus.SentToLab },
  });
  const part = await db().getRepository(NoiOrder).findOneByOrFail({ order_id: order.id });
  reportNumber += 1;
  const labOrderId = `lab-pgx-${Date.now()}-${reportNumber}`;
  const report = await db()
    .getRepository(LabReport)
    .save({
      order_id: order.id,
      noi_order_id: part.id,
      lab_order_id: labOrderId,
      report_id: `rep_pgx_${reportNumber}`,
      version: 1,
      status: 'final',
      issued_at: new Date(),
      collected_on: '2026-12-01',
      blood: [],
      genotypes,
      applied_at: null,
    });
  // What the lab area's applier does with a report's genotypes.
  await app.get(DnaResultsWriter).applyLabGenotypes(report);
  return { patient, order };
}

const medications = async (client: TestClient, patientId: string) =>
  new Map(
    (
      await client.query<{ patientMedicationResults: { data: MedicationView[] } }>(MEDICATIONS_QUERY, {
        patient_id: patientId,
      })
    ).patientMedicationResults.data.map((row) => [row.medication.name_de, row]),
  );

describe('genotypes refused for their marker (issue 28)', () => {
  it('applies the report’s other markers and keeps the refused one with its reason for the admin', async () => {
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const doctor = await signedIn(app);
    const { patient, order } = await reportedOrder(doctor.client, [
      // Coding strand declared: VKORC1 -1639 GA = forward C/T → intermediate.
      { gene: 'VKORC1', rsId: 'rs9923231', genotype: 'G/A', orientation: 'coding' },
      // DPYD HapB3 homozygous on the coding strand (c.1129-5923 G/G): intermediate, 50 % dose.
      { gene: 'DPYD', rsId: 'rs75017182', genotype: 'GG', orientation: 'coding' },
      { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA', orientation: 'GRCh38+' },
      // No orientation: refused, never assumed (CYP2C9 *3 is A>C: no palindrome, still not guessed).
      { gene: 'CYP2C9', rsId: 'rs1057910', genotype: 'CC' },
      // TPMT *2 is C>G on the forward strand: A/T is no reading of it, on any strand.
      { gene: 'TPMT', rsId: 'rs1800462', genotype: 'A/T', orientation: 'GRCh38+' },
      // An orientation the exchange does not know.
      { gene: 'SLCO1B1', rsId: 'rs4149056', genotype: 'T/C', orientation: 'plus' },
    ]);

    const rows = await db().getRepository(GenotypeResult).findBy({ order_id: order.id });
    expect(rows).toHaveLength(6);
    const byRs = new Map(rows.map((row) => [row.rs_id, row]));
    expect(byRs.get('rs9923231')).toMatchObject({ orientation: 'coding', refusal: null });
    expect(byRs.get('rs4244285')).toMatchObject({ orientation: 'GRCh38+', refusal: null });
    expect(byRs.get('rs1057910')).toMatchObject({
      orientation: null,
      refusal: expect.stringContaining('Orientierung fehlt'),
    });

    const read = await medications(doctor.client, patient.id);
    expect(read.get('Warfarin')?.dosis).toMatchObject({ result: 1 });
    expect(read.get('Capecitabin')?.dosis).toMatchObject({
      result: 1,
      text_de: expect.stringContaining('50 %'),
    });
    expect(read.get('Clopidogrel')?.dosis).toMatchObject({ result: 0 });
    // The refused markers are read by nothing: azathioprine (TPMT) and simvastatin (SLCO1B1) stay unanalysed.
    expect(read.get('Azathioprin')?.dosis).toBeNull();
    expect(read.get('Simvastatin')?.dosis).toBeNull();

    const refused = (
      await admin.client.query<{ order: { refusedGenotypes: RefusedView[] } }>(REFUSED, { id: order.id })
    ).order.refusedGenotypes;
    expect(refused.map((entry) => entry.rs_id).sort()).toEqual(['rs1057910', 'rs1800462', 'rs4149056']);
    expect(refused.find((entry) => entry.rs_id === 'rs1800462')).toMatchObject({
      gene: 'TPMT',
      genotype: 'A/T',
      orientation: 'GRCh38+',
      version: 1,
      reason: expect.stringContaining('passt nicht zu rs1800462: erwartet C>G auf GRCh38+'),
    });
    expect(refused.find((entry) => entry.rs_id === 'rs4149056')?.reason).toContain(
      'Unbekannte Orientierung „plus“',
    );
  });

  it('answers an empty list for an order without refusals', async () => {
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const doctor = await signedIn(app);
    const { order } = await reportedOrder(doctor.client, [
      { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'GA', orientation: 'GRCh38+' },
    ]);
    const answer = await admin.client.query<{ order: { refusedGenotypes: RefusedView[] } }>(REFUSED, {
      id: order.id,
    });
    expect(answer.order.refusedGenotypes).toEqual([]);
  });

  it('shows the refusals to admins only: not to the doctor, another practice, a formula manager, an impersonating admin or anonymous', async () => {
    const doctor = await signedIn(app);
    const { order } = await reportedOrder(doctor.client, [
      { gene: 'TPMT', rsId: 'rs1800462', genotype: 'A/T', orientation: 'GRCh38+' },
    ]);
    const callers = {
      'own doctor': doctor.client,
      ...(await nonAdminCallers(app, (options) => signedIn(app, options))),
      anonymous: new TestClient(app),
    };
    for (const [who, client] of Object.entries(callers)) {
      const result = await client.graphql(REFUSED, { id: order.id });
      const reason = result.data as { order: { refusedGenotypes: unknown } | null } | null;
      expect([who, reason?.order?.refusedGenotypes ?? null]).toEqual([who, null]);
      expect([who, result.errors?.length ?? 0]).not.toEqual([who, 0]);
    }
  });
});
