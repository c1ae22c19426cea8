import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import { DNA_MARKERS } from '../../../src/modules/results/dna-analysis/catalogue/dna-markers.data.js';
import { GenotypeResult } from '../../../src/modules/results/dna-analysis/entities/genotype-result.entity.js';
import { DnaAnalysisService } from '../../../src/modules/results/dna-analysis/services/dna-analysis.service.js';
import { MedicationResultsService } from '../../../src/modules/results/dna-analysis/services/medication-results.service.js';
import { DnaResultsWriter } from '../../../src/modules/results/dna-analysis/services/dna-results-writer.service.js';
import { type LabReportGenotype, LabReport } from '../../../src/modules/lab/lab-report.entity.js';
import { MEDICATIONS } from '../../../src/modules/results/medication/catalogue/medications.data.js';
import { NoiOrderStatus, NoiOrderType } from '../../../src/modules/orders/order-status.js';
import { NoiOrder } from '../../../src/modules/orders/noi-order.entity.js';
import { TestClient } from '../../helpers/client.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { countStatements } from '../../helpers/query-counter.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const MARKER_FIELDS = `id name code category scalebar_title description docinfo video_url
  symptoms { id name } indications { id name } micronutrients { id name } bibliography
  desired_genetic_profile { id name genotype population function }
  genetic_result { id name genotype population function gene rsId hgvs }
  intervals { value color length_percent }
  interpretation { current_value current_value_color value_text value_description value_color value_bg_color updated_at }
  valueDate`;
const LIST = `query ($patientId: ID!, $search: String) { dnaAnalysisList(patientId: $patientId, search: $search) { ${MARKER_FIELDS} } }`;
const MARKER = `query ($patientId: ID!, $code: String!) { dnaMarker(patientId: $patientId, code: $code) { ${MARKER_FIELDS} } }`;
const INTERPRETATION = 'chapter chapter_text result result_text text_de text_en';
const MEDICATIONS_QUERY = `query ($patient_id: ID!, $search: String, $first: Int, $page: Int) {
  patientMedicationResults(patient_id: $patient_id, search: $search, first: $first, page: $page) {
    data { id medication { id name_de name_en atcCode genes literature } effect { ${INTERPRETATION} } breakdown { ${INTERPRETATION} } dosis { ${INTERPRETATION} } }
    paginatorInfo { total hasMorePages lastPage }
  } }`;

interface MarkerView {
  code: string;
  genetic_result: {
    genotype: string;
    population: string | null;
    gene?: string;
    rsId?: string;
    hgvs?: string | null;
  }[];
  interpretation: { value_text: string; current_value: number } | null;
  micronutrients: { id: string; name: string }[];
  valueDate: string | null;
}
interface MedicationView {
  medication: { name_de: string; genes: string[]; atcCode: string | null };
  effect: { result: number; result_text: string } | null;
  breakdown: { result: number } | null;
  dosis: { result: number; text_de: string } | null;
}

describe('DNA and medication results', () => {
  let app: INestApplication;
  let dataSource: DataSource;
  let reportNumber = 0;
  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });
  afterAll(() => closeApp(app));

  async function labReport(
    patientId: string,
    genotypes: LabReportGenotype[],
    options: { orderId?: string; labOrderId?: string; version?: number } = {},
  ): Promise<LabReport> {
    const orderId =
      options.orderId ??
      (await insertOrder(app, patientId, { parts: { [NoiOrderType.dna]: NoiOrderStatus.SentToLab } })).id;
    const part = await dataSource.getRepository(NoiOrder).findOneByOrFail({ order_id: orderId });
    reportNumber += 1;
    return dataSource.getRepository(LabReport).save({
      order_id: orderId,
      noi_order_id: part.id,
      lab_order_id: options.labOrderId ?? `lab-dna-${Date.now()}-${reportNumber}`,
      report_id: `rep_${reportNumber}`,
      version: options.version ?? 1,
      status: (options.version ?? 1) > 1 ? 'corrected' : 'final',
      issued_at: new Date(),
      collected_on: '2026-11-02',
      blood: [],
      // The lab states the strand of every genotype (lab exchange docs); these are written forward.
      genotypes: genotypes.map((entry) => ({ orientation: 'GRCh38+', ...entry })),
      applied_at: null,
    });
  }
  const writer = () => app.get(DnaResultsWriter);

  async function analysedPatient(genotypes: LabReportGenotype[]) {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const report = await labReport(patient.id, genotypes);
    await writer().applyLabGenotypes(report);
    return { doctor, patient, report };
  }

  const list = async (client: TestClient, patientId: string, search?: string) =>
    (await client.query<{ dnaAnalysisList: MarkerView[] }>(LIST, { patientId, search })).dnaAnalysisList;

  describe('dnaAnalysisList and dnaMarker', () => {
    it('lists every marker with the patient reading, unanalysed markers without one', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' },
        { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA' },
        { gene: 'XYZ', rsId: 'rs0000001', genotype: 'AG' },
      ]);
      const markers = await list(doctor.client, patient.id);
      expect(markers).toHaveLength(DNA_MARKERS.length);
      const mthfr = markers.find((marker) => marker.code === 'MTHFR_C677T')!;
      expect(mthfr.interpretation).toMatchObject({ value_text: 'Ungünstig', current_value: 16.5 });
      expect(mthfr.genetic_result).toEqual([
        expect.objectContaining({ genotype: 'TT', population: '12,2 %' }),
      ]);
      expect(mthfr.valueDate).toBe('2026-11-02');
      expect(mthfr.micronutrients.map((entry) => entry.name)).toContain('Vitamin B12');
      expect(markers.find((marker) => marker.code === 'CYP2C19')!.interpretation!.value_text).toBe(
        'Langsamer Metabolisierer',
      );
      const fto = markers.find((marker) => marker.code === 'FTO')!;
      expect(fto.interpretation).toBeNull();
      expect(fto.genetic_result).toEqual([]);
    });

    it('searches by name and costs a fixed number of statements', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
      ]);
      expect((await list(doctor.client, patient.id, 'folsäure')).map((marker) => marker.code)).toEqual([
        'MTHFR_C677T',
        'MTHFR_A1298C',
      ]);
      const service = app.get(DnaAnalysisService);
      const viewer = { user: doctor.user, impersonator: null, isAdmin: false } as never;
      const { count } = await countStatements(app, () => service.list(viewer, patient.id));
      expect(count).toBeLessThanOrEqual(5);
    });

    it('reads pharmacogenes reported as star diplotypes', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'CYP2C19', rsId: 'CYP2C19', genotype: '*1/*17' },
      ]);
      const { dnaMarker } = await doctor.client.query<{ dnaMarker: MarkerView }>(MARKER, {
        patientId: patient.id,
        code: 'CYP2C19',
      });
      expect(dnaMarker.interpretation!.value_text).toBe('Schneller Metabolisierer');
      expect(dnaMarker.valueDate).toBe('2026-11-02');
    });

    it('gives one marker by code, null for an unknown code', async () => {
      const { doctor, patient } = await analysedPatient([{ gene: 'F5', rsId: 'rs6025', genotype: 'GA' }]);
      const { dnaMarker } = await doctor.client.query<{ dnaMarker: MarkerView }>(MARKER, {
        patientId: patient.id,
        code: 'F5_LEIDEN',
      });
      expect(dnaMarker.interpretation!.value_text).toBe('Leicht ungünstig');
      // The variant's codes for other software: gene, rsID and HGVS notation (issue 36).
      expect(dnaMarker.genetic_result).toEqual([
        expect.objectContaining({
          gene: 'F5',
          rsId: 'rs6025',
          hgvs: expect.stringMatching(/^NM_000130\.\d+:c\.1601G>A$/),
        }),
      ]);
      const unknown = await doctor.client.query<{ dnaMarker: null }>(MARKER, {
        patientId: patient.id,
        code: 'NOPE',
      });
      expect(unknown.dnaMarker).toBeNull();
    });

    it("treats another practice's patient as not found, refuses anonymous callers, audits reads", async () => {
      const { patient } = await analysedPatient([{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' }]);
      const intruder = await signedIn(app);
      for (const result of [
        await intruder.client.graphql(LIST, { patientId: patient.id }),
        await intruder.client.graphql(MARKER, { patientId: patient.id, code: 'MTHFR_C677T' }),
        await intruder.client.graphql(MEDICATIONS_QUERY, { patient_id: patient.id }),
      ])
        expect(result.errors?.[0]).toMatchObject({
          message: 'Patient not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      const anonymous = await new TestClient(app).graphql(LIST, { patientId: patient.id });
      expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');

      const owner = await signedIn(app);
      const own = await createPatient(owner.client);
      await list(owner.client, own.id);
      const audited = await dataSource
        .getRepository(AuditLog)
        .countBy({ event: 'patient.viewed', subject_id: own.id });
      expect(audited).toBeGreaterThanOrEqual(1);
    });
  });

  describe('patientMedicationResults', () => {
    const medications = async (client: TestClient, variables: Record<string, unknown>) =>
      (
        await client.query<{
          patientMedicationResults: { data: MedicationView[]; paginatorInfo: { total: number } };
        }>(MEDICATIONS_QUERY, variables)
      ).patientMedicationResults;

    it('interprets the medications from the genotypes; unanalysed ones are null', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA' },
        { gene: 'SLCO1B1', rsId: 'rs4149056', genotype: 'TC' },
      ]);
      const page = await medications(doctor.client, { patient_id: patient.id, first: 100 });
      expect(page.paginatorInfo.total).toBe(MEDICATIONS.length);
      const byName = new Map(page.data.map((row) => [row.medication.name_de, row]));
      expect(byName.get('Clopidogrel')).toMatchObject({
        effect: { result: 0 },
        breakdown: { result: 0 },
        dosis: { result: 0 },
      });
      expect(byName.get('Simvastatin')).toMatchObject({ effect: { result: 1 }, dosis: { result: 1 } });
      expect(byName.get('Codein')).toMatchObject({ effect: null, breakdown: null, dosis: null });
      // The WHO ATC code of each medication (issue 36).
      expect(byName.get('Clopidogrel')!.medication).toMatchObject({ atcCode: 'B01AC04' });
      expect(
        page.data.filter((row) => !/^[A-Z]\d{2}[A-Z]{2}\d{2}$/.test(row.medication.atcCode ?? '')),
      ).toEqual([]);
    });

    it('pages with 20 by default and searches German and English names', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'CYP2D6', rsId: 'rs3892097', genotype: 'TT' },
      ]);
      expect((await medications(doctor.client, { patient_id: patient.id })).data).toHaveLength(20);
      const found = await medications(doctor.client, { patient_id: patient.id, search: 'STATIN' });
      expect(found.data.map((row) => row.medication.name_de)).toEqual(
        expect.arrayContaining(['Simvastatin', 'Atorvastatin']),
      );
      const english = await medications(doctor.client, { patient_id: patient.id, search: 'thioguanine' });
      expect(english.data.map((row) => row.medication.name_de)).toEqual(['Tioguanin']);
      const codeine = await medications(doctor.client, { patient_id: patient.id, search: 'codein' });
      expect(codeine.data[0]).toMatchObject({ effect: { result: 0, result_text: 'Stark vermindert' } });
    });

    it('costs a fixed number of statements whatever the page size', async () => {
      const { doctor, patient } = await analysedPatient([
        { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'GA' },
      ]);
      const service = app.get(MedicationResultsService);
      const viewer = { user: doctor.user, impersonator: null, isAdmin: false } as never;
      await service.page(viewer, patient.id, { first: 1, page: 1 }); // records the audited view once
      const small = await countStatements(app, () => service.page(viewer, patient.id, { first: 5, page: 1 }));
      const large = await countStatements(app, () =>
        service.page(viewer, patient.id, { first: 100, page: 1 }),
      );
      expect(large.count).toBe(small.count);
      expect(large.count).toBeLessThanOrEqual(3);
    });

    it('refuses a search shorter than 2 characters with the form message', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      const result = await doctor.client.graphql(MEDICATIONS_QUERY, { patient_id: patient.id, search: 'a' });
      expect(result.errors?.[0]?.extensions?.validation).toEqual({
        search: ['Bitte geben Sie mindestens 2 Zeichen ein.'],
      });
    });
  });

  describe('DnaResultsWriter.applyLabGenotypes', () => {
    const rowsOf = (patientId: string) =>
      dataSource
        .getRepository(GenotypeResult)
        .find({ where: { patient_id: patientId }, order: { id: 'ASC' } });

    it('stores a report once, however often it is applied', async () => {
      const { patient, report } = await analysedPatient([
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
        { gene: 'FTO', rsId: 'rs9939609', genotype: 'AA' },
      ]);
      expect(await writer().applyLabGenotypes(report)).toBe(0);
      await Promise.all([writer().applyLabGenotypes(report), writer().applyLabGenotypes(report)]);
      const rows = await rowsOf(patient.id);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.source === 'Noi' && row.superseded_at === null)).toBe(true);
    });

    it('a corrected version becomes current, the old rows are kept superseded', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      const first = await labReport(patient.id, [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' }]);
      await writer().applyLabGenotypes(first);
      const corrected = await labReport(patient.id, [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' }], {
        orderId: first.order_id,
        labOrderId: first.lab_order_id,
        version: 2,
      });
      await writer().applyLabGenotypes(corrected);
      await writer().applyLabGenotypes(first);
      const rows = await rowsOf(patient.id);
      expect(rows.map((row) => [row.version, row.genotype, row.superseded_at === null])).toEqual([
        [1, 'CT', false],
        [2, 'TT', true],
      ]);
      const marker = (await list(doctor.client, patient.id)).find((entry) => entry.code === 'MTHFR_C677T')!;
      expect(marker.interpretation!.value_text).toBe('Ungünstig');
    });

    it('stores an older version arriving late as superseded', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      const first = await labReport(patient.id, [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' }]);
      const second = await labReport(patient.id, [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CC' }], {
        orderId: first.order_id,
        labOrderId: first.lab_order_id,
        version: 2,
      });
      await writer().applyLabGenotypes(second);
      await writer().applyLabGenotypes(first);
      const current = (await rowsOf(patient.id)).filter((row) => row.superseded_at === null);
      expect(current.map((row) => row.genotype)).toEqual(['CC']);
    });
  });
});
