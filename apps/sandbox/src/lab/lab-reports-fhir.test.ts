// Reports as FHIR R4: posted as a Bundle or with format "fhir", read back by the portal as a searchset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type LabOrder, type LabReport, type LabReports } from './lab.js';
import { type FhirDiagnosticReport, type FhirObservation, type FhirSearchBundle } from './fhir-r4.js';
import { type CallbackReceiver, startCallbackReceiver } from './testing/callback-receiver.js';
import { type LabClient, labClient, labOrderBody, uniqueOrderNo } from './testing/lab-client.js';

let sandbox: RunningSandbox;
let client: LabClient;
const receivers: CallbackReceiver[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = labClient(sandbox.httpUrl);
});

afterAll(async () => {
  await Promise.all([sandbox.close(), ...receivers.map((receiver) => receiver.close())]);
});

async function registered(type: 'blood' | 'dna') {
  const inbox = await startCallbackReceiver();
  receivers.push(inbox);
  const externalOrderNo = uniqueOrderNo(type);
  const labOrderId = await client.register(labOrderBody(inbox.url, { externalOrderNo, type }));
  return { labOrderId, externalOrderNo };
}

interface Posted {
  order: LabOrder;
  report: LabReport;
}
interface Refused {
  errors: { field: string; message: string }[];
}
const postReport = <T = Posted>(labOrderId: string, body: unknown) =>
  client.control<T>('POST', `/orders/${labOrderId}/reports`, body);
const refusedFields = async (labOrderId: string, body: unknown) => {
  const answer = await postReport<Refused>(labOrderId, body);
  expect(answer.status).toBe(422);
  return answer.json.errors.map((error) => error.field);
};
const getReports = (labOrderId: string) => client.api(`/orders/${labOrderId}/reports`);
async function readBundle(labOrderId: string): Promise<FhirSearchBundle> {
  const response = await getReports(labOrderId);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  return (await response.json()) as FhirSearchBundle;
}
const resources = (bundle: FhirSearchBundle) => bundle.entry.map((entry) => entry.resource);
const observations = (bundle: FhirSearchBundle) =>
  resources(bundle).filter(
    (resource): resource is FhirObservation => resource.resourceType === 'Observation',
  );
const diagnosticReports = (bundle: FhirSearchBundle) =>
  resources(bundle).filter(
    (resource): resource is FhirDiagnosticReport => resource.resourceType === 'DiagnosticReport',
  );

const LOINC = 'http://loinc.org';
const ORIENTATION_URL = 'https://fhir.vitalis-portal.example/StructureDefinition/genotype-orientation';
const LABORATORY = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }],
};

const ferritin = {
  resourceType: 'Observation',
  status: 'final',
  code: {
    coding: [
      { system: 'https://lab.example/local', code: 'FER' },
      { system: LOINC, code: '2276-4', display: 'Ferritin [Mass/volume] in Serum or Plasma' },
    ],
  },
  effectiveDateTime: '2026-11-20T08:15:00+01:00',
  valueQuantity: { value: 48.5, unit: 'µg/L', system: 'http://unitsofmeasure.org', code: 'ug/L' },
};
const mthfr = {
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: LOINC, code: '84413-4' }] },
  effectiveDateTime: '2026-11-21',
  valueCodeableConcept: { text: 'C/T' },
  extension: [{ url: ORIENTATION_URL, valueCode: 'GRCh38-' }],
  component: [
    {
      code: { coding: [{ system: LOINC, code: '48018-6' }] },
      valueCodeableConcept: {
        coding: [{ system: 'http://www.genenames.org', code: 'HGNC:7436', display: 'MTHFR' }],
      },
    },
    {
      code: { coding: [{ system: LOINC, code: '81252-9' }] },
      valueCodeableConcept: {
        coding: [{ system: 'http://www.ncbi.nlm.nih.gov/projects/SNP', code: 'rs1801133' }],
      },
    },
  ],
};
const bundleOf = (...observationsToSend: unknown[]) => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    { resource: { resourceType: 'Patient', id: 'p1' } },
    ...observationsToSend.map((resource) => ({ resource })),
  ],
});

describe('lab reports as FHIR', () => {
  it('answers JSON as before unless a report asks for FHIR, and FHIR until one asks for JSON', async () => {
    const { labOrderId } = await registered('blood');
    await postReport(labOrderId, { blood: [{ code: 'TSH', value: 2, unit: 'mU/l' }] });
    const json = await getReports(labOrderId);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await json.json()) as LabReports).reports).toHaveLength(1);

    await postReport(labOrderId, { format: 'fhir', blood: [{ code: 'TSH', value: 2.1, unit: 'mU/l' }] });
    await postReport(labOrderId, { blood: [{ code: 'TSH', value: 2.2, unit: 'mU/l' }] });
    expect((await readBundle(labOrderId)).total).toBe(3);

    await postReport(labOrderId, { format: 'json', blood: [{ code: 'TSH', value: 2.3, unit: 'mU/l' }] });
    const back = (await (await getReports(labOrderId)).json()) as LabReports;
    expect(back.reports.map((report) => report.blood[0].value)).toEqual([2, 2.1, 2.2, 2.3]);
  });

  it('renders a blood report as a DiagnosticReport and Observations, LOINC codes as LOINC, others as analytes', async () => {
    const { labOrderId } = await registered('blood');
    const posted = await postReport(labOrderId, {
      format: 'fhir',
      collectedOn: '2026-11-20',
      blood: [
        { code: '2276-4', value: 48.5, unit: 'ug/L' },
        { code: 'VITAMIN_D_25OH', value: 62, unit: 'nmol/L' },
      ],
    });
    expect(posted.status).toBe(201);
    expect(posted.json.order.status).toBe('ResultsReady');

    const bundle = await readBundle(labOrderId);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(bundle.entry.map((entry) => [entry.resource.resourceType, entry.search.mode])).toEqual([
      ['DiagnosticReport', 'match'],
      ['Observation', 'include'],
      ['Observation', 'include'],
    ]);
    for (const entry of bundle.entry) expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(new Set(bundle.entry.map((entry) => entry.fullUrl)).size).toBe(3);

    const { report } = posted.json;
    expect(bundle.entry[0].resource).toEqual({
      resourceType: 'DiagnosticReport',
      identifier: [
        { system: 'https://lab.sandbox.example/fhir/NamingSystem/report-id', value: report.reportId },
      ],
      extension: [
        { url: 'https://fhir.vitalis-portal.example/StructureDefinition/report-version', valueInteger: 1 },
      ],
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
      code: { text: 'Blutanalyse' },
      effectiveDateTime: '2026-11-20',
      issued: report.issuedAt,
      result: bundle.entry.slice(1).map((entry) => ({ reference: entry.fullUrl })),
    });
    expect(observations(bundle)).toEqual([
      {
        resourceType: 'Observation',
        status: 'final',
        category: [LABORATORY],
        code: { coding: [{ system: LOINC, code: '2276-4' }] },
        effectiveDateTime: '2026-11-20',
        valueQuantity: { value: 48.5, unit: 'ug/L', system: 'http://unitsofmeasure.org', code: 'ug/L' },
      },
      {
        resourceType: 'Observation',
        status: 'final',
        category: [LABORATORY],
        code: {
          coding: [{ system: 'https://lab.sandbox.example/fhir/CodeSystem/analyte', code: 'VITAMIN_D_25OH' }],
        },
        effectiveDateTime: '2026-11-20',
        valueQuantity: { value: 62, unit: 'nmol/L', system: 'http://unitsofmeasure.org', code: 'nmol/L' },
      },
    ]);
  });

  it('keeps every version: a correction is a second DiagnosticReport, corrected, version 2', async () => {
    const { labOrderId } = await registered('dna');
    await postReport(labOrderId, {
      format: 'fhir',
      collectedOn: '2026-11-20',
      genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' }],
    });
    const corrected = await postReport(labOrderId, {
      collectedOn: '2026-11-20',
      genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT', orientation: 'coding' }],
    });

    const bundle = await readBundle(labOrderId);
    expect(bundle.total).toBe(2);
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'DiagnosticReport',
      'Observation',
      'DiagnosticReport',
      'Observation',
    ]);
    const [first, second] = diagnosticReports(bundle);
    expect([first.status, first.extension[0].valueInteger]).toEqual(['final', 1]);
    expect([second.status, second.extension[0].valueInteger]).toEqual(['corrected', 2]);
    expect(second.identifier[0].value).toBe(corrected.json.report.reportId);
    expect(second.category).toEqual([
      { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'GE' }] },
    ]);
    expect(second.code).toEqual({ text: 'DNA-Analyse' });
    expect(second.result).toEqual([{ reference: bundle.entry[3].fullUrl }]);
    expect(bundle.entry[3].resource).toEqual({
      resourceType: 'Observation',
      status: 'final',
      category: [
        LABORATORY,
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'GE' }] },
      ],
      code: { coding: [{ system: LOINC, code: '84413-4', display: 'Genotype display name' }] },
      effectiveDateTime: '2026-11-20',
      valueCodeableConcept: { text: 'TT' },
      extension: [{ url: ORIENTATION_URL, valueCode: 'coding' }],
      component: [
        {
          code: { coding: [{ system: LOINC, code: '48018-6', display: 'Gene studied [ID]' }] },
          valueCodeableConcept: { text: 'MTHFR' },
        },
        {
          code: { coding: [{ system: LOINC, code: '81252-9', display: 'Discrete genetic variant' }] },
          valueCodeableConcept: {
            coding: [{ system: 'http://www.ncbi.nlm.nih.gov/projects/SNP', code: 'rs1801133' }],
          },
        },
      ],
    });
  });

  it('takes a FHIR Bundle: its Observations are the report, read back equal', async () => {
    const blood = await registered('blood');
    const comment = { resourceType: 'Observation', code: { text: 'Note' }, valueString: 'lipaemic' };
    // Sent as application/fhir+json, as a FHIR client would.
    const response = await fetch(`${sandbox.httpUrl}/lab/test/orders/${blood.labOrderId}/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/fhir+json' },
      body: JSON.stringify(bundleOf(comment, ferritin)),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Posted).report).toMatchObject({
      collectedOn: '2026-11-20',
      blood: [{ code: '2276-4', value: 48.5, unit: 'ug/L' }],
      genotypes: [],
    });
    const [bloodBack] = observations(await readBundle(blood.labOrderId));
    expect(bloodBack.code.coding).toEqual([{ system: LOINC, code: '2276-4' }]);
    expect(bloodBack.valueQuantity).toMatchObject({ value: 48.5, code: 'ug/L' });
    expect(bloodBack.effectiveDateTime).toBe('2026-11-20');

    const dna = await registered('dna');
    const posted = await postReport(dna.labOrderId, bundleOf(mthfr));
    expect(posted.status).toBe(201);
    expect(posted.json.report.genotypes).toEqual([
      { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'C/T', orientation: 'GRCh38-' },
    ]);
    const [genotypeBack] = observations(await readBundle(dna.labOrderId));
    expect(genotypeBack.valueCodeableConcept).toEqual({ text: 'C/T' });
    expect(genotypeBack.extension).toEqual([{ url: ORIENTATION_URL, valueCode: 'GRCh38-' }]);
    expect(genotypeBack.component?.map((component) => component.valueCodeableConcept)).toEqual([
      { text: 'MTHFR' },
      { coding: [{ system: 'http://www.ncbi.nlm.nih.gov/projects/SNP', code: 'rs1801133' }] },
    ]);

    // Read back and posted again, the answer is the same report.
    const again = await postReport(dna.labOrderId, {
      resourceType: 'Bundle',
      entry: observations(await readBundle(dna.labOrderId)).map((resource) => ({ resource })),
    });
    expect(again.json.report).toMatchObject({ version: 2, genotypes: posted.json.report.genotypes });
  });

  it('refuses a Bundle or format it cannot use, naming each wrong place, and stores nothing', async () => {
    const { labOrderId } = await registered('blood');
    const { valueQuantity: _value, ...withoutValue } = ferritin;
    const { code: _code, ...withoutCode } = ferritin;
    expect(await refusedFields(labOrderId, bundleOf(ferritin, withoutValue))).toEqual([
      'entry[2].resource.valueQuantity.value',
      'entry[2].resource.valueQuantity.code',
    ]);
    expect(
      await refusedFields(
        labOrderId,
        bundleOf({ ...withoutCode, effectiveDateTime: '20.11.2026' }, ferritin),
      ),
    ).toEqual(['entry[1].resource.code', 'entry[1].resource.effectiveDateTime']);
    expect(await refusedFields(labOrderId, bundleOf(ferritin, mthfr))).toEqual(['entry']);
    expect(await refusedFields(labOrderId, bundleOf())).toEqual(['entry']);
    expect(await refusedFields(labOrderId, { resourceType: 'Bundle', entry: {} })).toEqual(['entry']);
    expect(
      await refusedFields(labOrderId, { format: 'xml', blood: [{ code: 'TSH', value: 2, unit: 'mU/l' }] }),
    ).toEqual(['format']);

    const dna = await registered('dna');
    const noVariant = {
      ...mthfr,
      component: mthfr.component.slice(0, 1),
      extension: [{ url: ORIENTATION_URL, valueCode: 'minus' }],
    };
    const refused = await postReport<Refused>(dna.labOrderId, bundleOf(noVariant));
    expect(refused.json.errors).toEqual([
      { field: 'entry[1].resource.component', message: expect.stringContaining('81252-9') },
      { field: 'entry[1].resource.extension', message: expect.stringContaining('GRCh38+') },
    ]);

    const untouched = await getReports(labOrderId);
    expect(untouched.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await untouched.json()) as LabReports).reports).toEqual([]);
  });

  it('still fails a FHIR read when a fault is injected, and 404s an unknown order', async () => {
    const { labOrderId, externalOrderNo } = await registered('blood');
    await postReport(labOrderId, bundleOf(ferritin));
    const fault = await client.control('POST', '/faults', {
      operation: 'get',
      mode: 'error500',
      match: { externalOrderNo },
    });
    expect(fault.status).toBe(201);
    const failed = await getReports(labOrderId);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await readBundle(labOrderId)).total).toBe(1);
    expect((await getReports('lab_unknown')).status).toBe(404);
  });
});
