import type { Bundle, DiagnosticReport, Observation, Resource } from '@medplum/fhirtypes';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { fhirProblems } from '../../helpers/fhir-validation.js';
import { LabReport } from '../../../src/modules/lab/lab-report.entity.js';
import { saveBloodValues } from '../../helpers/blood-analysis.js';
import { TestClient } from '../../helpers/client.js';
import { labControl, orderAtTheLab, type OrderAtTheLab } from '../../helpers/lab.js';
import { eventually, type PaymentsStack, startPaymentsStack } from '../../helpers/payments.js';
import { patientSignedIn, patientWithAccount } from '../../helpers/patient-portal.js';
import { signedIn } from '../../helpers/session.js';

// FHIR R4 out (GET /api/patients/{id}/fhir) and in (the lab reporting as FHIR), issue 36: one stack with the
// sandbox lab, a worker and the API on a real port.

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
let doctor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack({ LAB_TIMEOUT_MS: '1000' });
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
  doctor = await signedIn(stack.app);
});
afterAll(() => stack.close());

const path = (patientId: string) => `/api/patients/${patientId}/fhir`;
const db = () => stack.app.get(DataSource);

async function exported(patientId: string, client: TestClient = doctor.client): Promise<Bundle> {
  const response = await client.agent.get(path(patientId));
  expect(response.status).toBe(200);
  return JSON.parse(response.text) as Bundle;
}

const exportsAudited = async (patientId: string) =>
  (
    await db().query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM audit_logs WHERE event = 'blood_results.fhir_exported' AND subject_id = $1`,
      [patientId],
    )
  )[0].count;

const resources = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource!);
const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  resources(bundle).filter((resource): resource is T => resource.resourceType === type);
const codeOf = (observation: Observation, system: string) =>
  observation.code.coding?.find((coding) => coding.system === system)?.code;
const LOINC = 'http://loinc.org';

/**
 * Blood values as (code, date, value, UCUM unit), and genotypes as (rs id, call, strand): what a round trip keeps. A
 * value sent in another unit than the marker's (vitamin D in ng/ml) comes back through two conversions, each rounded
 * to the 4 decimals the column keeps: equal to 2 decimals.
 */
function valuesOf(bundle: Bundle) {
  const observations = ofType<Observation>(bundle, 'Observation');
  return {
    blood: observations
      .filter((o) => o.valueQuantity)
      .map((o) => [
        o.code.coding?.at(-1)?.code,
        o.effectiveDateTime,
        Math.round(o.valueQuantity!.value! * 100) / 100,
        o.valueQuantity!.code,
      ])
      .sort(),
    genotypes: observations
      .filter((o) => codeOf(o, LOINC) === '84413-4')
      .map((o) => [
        o.component?.[1].valueCodeableConcept?.coding?.[0].code,
        o.valueCodeableConcept?.text,
        o.extension?.[0]?.valueCode,
      ])
      .sort(),
  };
}

/** Results the lab reports (JSON) for an order at the lab, applied once the export shows them. */
async function reportedByTheLab(order: OrderAtTheLab) {
  await labControl('POST', `/orders/${order.labOrderIds.blood}/reports`, {
    collectedOn: '2026-11-20',
    blood: [
      { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
      { code: 'VITAMIN_D_25OH', value: 30, unit: 'ng/ml' },
      { code: 'OMEGA3_INDEX', value: 3.1, unit: '%' },
    ],
  });
  await labControl('POST', `/orders/${order.labOrderIds.dna}/reports`, {
    collectedOn: '2026-11-20',
    genotypes: [
      { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
      { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'G/A', orientation: 'GRCh38+' },
    ],
  });
  return eventually(
    () => exported(order.patientId),
    (bundle) => ofType<Observation>(bundle, 'Observation').length === 5,
    15_000,
  );
}

describe("a patient's results as FHIR R4", () => {
  it('exports patient, requests, samples, reports and observations, every resource valid R4 and every reference inside', async () => {
    const order = await orderAtTheLab(stack.app, doctor.client, admin.client);
    await reportedByTheLab(order);
    await saveBloodValues(stack.app, doctor.client, order.patientId, { HOMOCYSTEINE: '18' });

    const audited = await exportsAudited(order.patientId);
    const response = await doctor.client.agent.get(path(order.patientId));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ergebnisse-${order.patientId}.fhir.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = JSON.parse(response.text) as Bundle;

    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirProblems(bundle)).toEqual([]);
    // FHIR JSON has no empty lists.
    expect(response.text).not.toMatch(/\[\s*\]/);
    for (const resource of resources(bundle))
      expect([resource.resourceType, fhirProblems(resource)]).toEqual([resource.resourceType, []]);
    const counts = Object.fromEntries(
      ['Patient', 'ServiceRequest', 'Specimen', 'DiagnosticReport', 'Observation'].map((type) => [
        type,
        ofType(bundle, type as Resource['resourceType']).length,
      ]),
    );
    expect(counts).toEqual({
      Patient: 1,
      ServiceRequest: 2,
      Specimen: 2,
      DiagnosticReport: 3,
      Observation: 6,
    });

    // Every reference names an entry of the bundle.
    const urls = new Set(bundle.entry!.map((entry) => entry.fullUrl));
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(references.length).toBeGreaterThan(20);
    expect(references.filter((reference) => !urls.has(reference))).toEqual([]);

    // The ordered parts and their samples, by our numbers and the barcodes.
    expect(
      ofType(bundle, 'ServiceRequest')
        .map((r) => (r as { identifier?: { value: string }[] }).identifier?.[0].value)
        .sort(),
    ).toEqual([`${order.orderNumber}-blood`, `${order.orderNumber}-dna`]);
    expect(
      ofType(bundle, 'Specimen')
        .map((s) => (s as { identifier?: { value: string }[] }).identifier?.[0].value)
        .sort(),
    ).toEqual([order.barcodes.blood, order.barcodes.dna].sort());

    // Blood values in the marker's UCUM unit with LOINC, the lab's range and H/L/N.
    const observations = ofType<Observation>(bundle, 'Observation');
    const byLoinc = (code: string) => observations.find((o) => codeOf(o, LOINC) === code)!;
    expect(byLoinc('2276-4')).toMatchObject({
      status: 'final',
      effectiveDateTime: '2026-11-20',
      valueQuantity: { value: 48.5, system: 'http://unitsofmeasure.org', code: 'ug/L' },
      interpretation: [{ coding: [expect.objectContaining({ code: 'N' })] }],
      referenceRange: expect.arrayContaining([
        expect.objectContaining({ type: { coding: [expect.objectContaining({ code: 'normal' })] } }),
      ]),
    });
    // 30 ng/ml, stored as 74.88 nmol/l, goes out in ng/ml again: 62292-8 is a mass code.
    expect(byLoinc('62292-8').valueQuantity?.code).toBe('ng/mL');
    expect(byLoinc('62292-8').valueQuantity?.value).toBeCloseTo(30, 2);
    // Homocysteine 18 µmol/l is above the lab's range.
    expect(byLoinc('13965-9').interpretation?.[0].coding?.[0].code).toBe('H');

    // Genotypes: the Genotype shape of the genomics IG, with rs id, c.HGVS and the strand declared.
    const mthfr = observations.find((o) =>
      o.component?.some((c) => c.valueCodeableConcept?.coding?.[0].code === 'rs1801133'),
    )!;
    expect(mthfr).toMatchObject({
      code: { coding: [expect.objectContaining({ code: '84413-4' })] },
      valueCodeableConcept: { text: 'CT' },
    });
    expect(
      mthfr.component?.map((c) => c.valueCodeableConcept?.text ?? c.valueCodeableConcept?.coding?.[0].code),
    ).toEqual(['MTHFR', 'rs1801133', 'NM_005957.5:c.665C>T']);
    const dnaReport = ofType<DiagnosticReport>(bundle, 'DiagnosticReport').find(
      (r) => codeOf(r as never, LOINC) === '81247-9',
    )!;
    expect(dnaReport.result).toHaveLength(2);

    // Each download is audited (the waits above downloaded too).
    expect(await exportsAudited(order.patientId)).toBe(audited + 1);
  });

  it('round-trips: the export, reported by the lab as FHIR for another patient, gives the same values once', async () => {
    const first = await orderAtTheLab(stack.app, doctor.client, admin.client);
    const original = await reportedByTheLab(first);
    const second = await orderAtTheLab(stack.app, doctor.client, admin.client);

    // The lab sends the exported observations back as FHIR: blood to the blood order, genotypes to the DNA one.
    const observations = ofType<Observation>(original, 'Observation');
    const asBundle = (list: Observation[]) => ({
      resourceType: 'Bundle',
      type: 'collection',
      entry: list.map((resource) => ({ fullUrl: `urn:uuid:${crypto.randomUUID()}`, resource })),
    });
    await labControl(
      'POST',
      `/orders/${second.labOrderIds.blood}/reports`,
      asBundle(observations.filter((o) => o.valueQuantity)),
    );
    await labControl(
      'POST',
      `/orders/${second.labOrderIds.dna}/reports`,
      asBundle(observations.filter((o) => !o.valueQuantity)),
    );
    const again = await eventually(
      () => exported(second.patientId),
      (bundle) => ofType<Observation>(bundle, 'Observation').length === 5,
      15_000,
    );
    expect(valuesOf(again)).toEqual(valuesOf(original));
    // It came in through the FHIR adapter: the lab's report names the markers by LOINC (our code where none).
    const kept = await db()
      .getRepository(LabReport)
      .findOneByOrFail({ lab_order_id: second.labOrderIds.blood });
    expect(kept.blood.map((value) => value.code).sort()).toEqual(['2276-4', '62292-8', 'OMEGA3_INDEX']);

    // Delivered again: nothing stored twice.
    await labControl('POST', `/orders/${second.labOrderIds.blood}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM analysis_result_values WHERE patient_id = $1`,
      [second.patientId],
    );
    expect(count).toBe(3);
  });

  it("refuses another practice's doctor, a patient, anonymous callers and ids that are none, and records nothing", async () => {
    const order = await orderAtTheLab(stack.app, doctor.client, admin.client);
    const intruder = await signedIn(stack.app);
    expect((await intruder.client.agent.get(path(order.patientId))).status).toBe(404);
    expect((await new TestClient(stack.app).agent.get(path(order.patientId))).status).toBe(401);
    const patient = await patientWithAccount(stack.app, doctor.client);
    const asPatient = await patientSignedIn(stack.app, patient);
    // A patient's session is no staff session: their own results are in the patient portal (as for the PDFs).
    expect((await asPatient.agent.get(path(patient.id))).status).toBe(401);
    expect((await doctor.client.agent.get(path('999999999'))).status).toBe(404);
    expect((await doctor.client.agent.get(path('not-an-id'))).status).toBe(404);
    expect([await exportsAudited(order.patientId), await exportsAudited(patient.id)]).toEqual([0, 0]);
  });
});
