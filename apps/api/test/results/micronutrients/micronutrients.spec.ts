import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { MicronutrientAnalysisLinks } from '../../../src/modules/results/micronutrients/micronutrient-analysis-links.js';
import { seedMicronutrients } from '../../../src/database/seeds/reference/micronutrients.seed.js';
import { Micronutrient } from '../../../src/modules/results/micronutrients/micronutrient.entity.js';
import { TestClient } from '../../helpers/client.js';
import { countStatements } from '../../helpers/query-counter.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const FIELDS = `id name name_de name_en description function efsa_opinion safety_opinion laboratory_parameters
  bibliography unit formattedUnit min_value max_value upper_level upper_level_scope dietary_intake cap_basis
  analysisParameters { id name code analysis_type }
  deficiencySymptoms { id name } indications { id name } contraindications { id name }`;
const LIST = `query ($first: Int, $page: Int, $search: String) {
  micronutrients(first: $first, page: $page, search: $search) {
    data { ${FIELDS} }
    paginatorInfo { total currentPage lastPage hasMorePages count }
  }
}`;
const DETAIL = `query ($id: ID!) { micronutrient(id: $id) { ${FIELDS} } }`;

interface Named {
  id: string;
  name: string;
}
interface MicronutrientData {
  id: string;
  name: string;
  name_de: string;
  name_en: string;
  description: string;
  function: string[];
  efsa_opinion: string;
  safety_opinion: string;
  laboratory_parameters: string;
  bibliography: string[];
  unit: string;
  formattedUnit: string;
  min_value: number;
  max_value: number;
  upper_level: number | null;
  upper_level_scope: string | null;
  dietary_intake: number | null;
  cap_basis: string;
  analysisParameters: { id: string; name: string; code: string; analysis_type: string }[];
  deficiencySymptoms: Named[];
  indications: Named[];
  contraindications: Named[];
}
interface ListData {
  micronutrients: {
    data: MicronutrientData[];
    paginatorInfo: {
      total: number;
      currentPage: number;
      lastPage: number;
      hasMorePages: boolean;
      count: number;
    };
  };
}

describe('micronutrient catalogue', () => {
  let app: INestApplication;
  let doctor: TestClient;
  let rows: Micronutrient[];

  beforeAll(async () => {
    app = await createTestApp();
    doctor = (await signedIn(app)).client;
    rows = await app
      .get(DataSource)
      .getRepository(Micronutrient)
      .find({ order: { sort_order: 'ASC' } });
  });
  afterAll(() => closeApp(app));

  const list = (client: TestClient, variables: Record<string, unknown> = {}) =>
    client.query<ListData>(LIST, variables);

  it('lists every seeded micronutrient in the recipe’s order, each with every field of the contract', async () => {
    const { micronutrients } = await list(doctor);
    expect(micronutrients.paginatorInfo).toMatchObject({ total: rows.length, currentPage: 1, lastPage: 1 });
    expect(micronutrients.data.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(rows.length).toBe(23);
    for (const m of micronutrients.data) {
      const where = m.name_de;
      expect([where, m.name]).toEqual([where, m.name_de]);
      for (const text of [m.description, m.efsa_opinion, m.safety_opinion, m.laboratory_parameters])
        expect([where, text.length > 40]).toEqual([where, true]);
      expect([where, m.function.length > 0, m.function.every((f) => f.endsWith('.'))]).toEqual([
        where,
        true,
        true,
      ]);
      expect([where, m.bibliography.length >= 2]).toEqual([where, true]);
      for (const kind of [m.deficiencySymptoms, m.indications, m.contraindications]) {
        expect([where, kind.length > 0]).toEqual([where, true]);
        expect(kind.every((entry) => entry.id.startsWith(rows.find((r) => r.id === m.id)!.code))).toBe(true);
      }
      expect([where, m.min_value, m.max_value > 0, m.formattedUnit]).toEqual([where, 0, true, m.unit]);
    }
    // Ids of named entries are unique across the catalogue (the web caches them by id).
    const ids = micronutrients.data.flatMap((m) => [
      ...m.deficiencySymptoms,
      ...m.indications,
      ...m.contraindications,
    ]);
    expect(new Set(ids.map((e) => e.id)).size).toBe(ids.length);
  });

  it('gives the texts of vitamin D3 as seeded, with the EFSA upper level and the BfR maximum', async () => {
    const vitaminD = rows.find((r) => r.code === 'VITAMIN_D3')!;
    const { micronutrient } = await doctor.query<{ micronutrient: MicronutrientData }>(DETAIL, {
      id: vitaminD.id,
    });
    expect(micronutrient).toMatchObject({
      name: 'Vitamin D3',
      unit: 'IE',
      formattedUnit: 'IE',
      min_value: 0,
      max_value: 3884,
      upper_level: 4000,
      upper_level_scope: 'total',
      dietary_intake: 116,
    });
    expect(micronutrient.cap_basis).toBe(
      'Höchstdosis 3.884 IE pro Tag. Höchstzufuhr (EFSA 2023: 100 µg) 4.000 IE für die Gesamtzufuhr minus ' +
        'übliche Zufuhr mit der Nahrung 116 IE (NVS II 2008, Median Männer 2,9 µg) = 3.884 IE.',
    );
    expect(micronutrient.function).toContain('Vitamin D trägt zur Erhaltung normaler Knochen und Zähne bei.');
    expect(micronutrient.safety_opinion).toContain('100 µg (4000 IE)');
    expect(micronutrient.laboratory_parameters).toContain('25-OH-Vitamin D');
    expect(micronutrient.bibliography).toContain(
      'EFSA NDA Panel (2016). Dietary reference values for vitamin D. EFSA Journal 14(10):4547.',
    );
    expect(micronutrient.deficiencySymptoms).toContainEqual({
      id: 'VITAMIN_D3.deficiency.muskelschwaeche',
      name: 'Muskelschwäche',
    });
  });

  it('brings the dose caps and their facts to an existing database on the next seed', async () => {
    const repository = app.get(DataSource).getRepository(Micronutrient);
    // As a database seeded before issue 28 had it: the whole-diet upper level as the maximum, no facts.
    await repository.update(
      { code: 'CHROMIUM' },
      { max_value: 999, upper_level: 1, upper_level_scope: 'total', dietary_intake: 1, cap_basis: '' },
    );
    await seedMicronutrients(app.get(DataSource));
    const chromium = await repository.findOneByOrFail({ code: 'CHROMIUM' });
    expect(chromium).toMatchObject({
      max_value: 200,
      upper_level: null,
      upper_level_scope: null,
      dietary_intake: null,
      cap_basis: expect.stringContaining('Höchstdosis 200 µg pro Tag. Grundlage: EFSA 2014'),
    });
    expect(chromium.id).toBe(rows.find((r) => r.code === 'CHROMIUM')!.id);
  });

  it('answers null for an unknown id and refuses a malformed one', async () => {
    expect(
      (await doctor.query<{ micronutrient: null }>(DETAIL, { id: '999999999' })).micronutrient,
    ).toBeNull();
    const malformed = await doctor.graphql(DETAIL, { id: 'abc' });
    expect(malformed.errors?.length).toBeGreaterThan(0);
    expect(malformed.data?.micronutrient ?? null).toBeNull();
  });

  it('searches the German and the English name, case-insensitively and literally', async () => {
    const byGerman = await list(doctor, { search: 'zink' });
    expect(byGerman.micronutrients.data.map((m) => m.name)).toEqual(['Zink']);
    const byEnglish = await list(doctor, { search: 'IRON' });
    expect(byEnglish.micronutrients.data.map((m) => m.name)).toEqual(['Eisen']);
    const vitamins = await list(doctor, { search: 'vitamin b' });
    expect(vitamins.micronutrients.data.map((m) => m.name)).toEqual([
      'Vitamin B12',
      'Vitamin B6',
      'Vitamin B1 (Thiamin)',
      'Vitamin B2 (Riboflavin)',
    ]);
    expect((await list(doctor, { search: '%' })).micronutrients.data).toEqual([]);
    expect((await list(doctor, { search: '   ' })).micronutrients.paginatorInfo.total).toBe(rows.length);
  });

  it('pages in sort order and refuses page sizes outside 1..100', async () => {
    const first = await list(doctor, { first: 10, page: 1 });
    const third = await list(doctor, { first: 10, page: 3 });
    expect(first.micronutrients.data.map((m) => m.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
    expect(third.micronutrients.data.map((m) => m.id)).toEqual(rows.slice(20).map((r) => r.id));
    expect(third.micronutrients.paginatorInfo).toMatchObject({
      total: rows.length,
      currentPage: 3,
      lastPage: 3,
      hasMorePages: false,
      count: rows.length - 20,
    });
    expect((await list(doctor, { first: 10, page: 9 })).micronutrients.data).toEqual([]);
    for (const first of [0, 101]) {
      const refused = await doctor.graphql(LIST, { first });
      expect(refused.errors?.[0].message).toBeDefined();
      expect(refused.data?.micronutrients ?? null).toBeNull();
    }
  });

  it('costs a fixed number of statements per page', async () => {
    const small = await countStatements(app, () => list(doctor, { first: 2 }));
    const all = await countStatements(app, () => list(doctor, { first: 100 }));
    expect(all.count).toBe(small.count);
  });

  it('is for signed-in doctors and administrators; anonymous viewers and users without a practice are refused', async () => {
    const anonymous = await new TestClient(app).graphql(LIST);
    expect(anonymous.errors?.[0].message).toBe('Unauthenticated.');
    expect((await new TestClient(app).graphql(DETAIL, { id: rows[0].id })).errors?.[0].message).toBe(
      'Unauthenticated.',
    );

    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    expect((await list(admin.client)).micronutrients.paginatorInfo.total).toBe(rows.length);

    const withoutPractice = await signedIn(app, { practice: false });
    const refused = await withoutPractice.client.graphql(LIST);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Die Mikronährstoffe sind nur für Ärztinnen und Ärzte einer Praxis sichtbar.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  describe('analysis parameters of the blood and DNA areas', () => {
    it('answers the linked blood parameters before the DNA markers, ids by area, in a fixed number of statements', async () => {
      const { micronutrients } = await list(doctor);
      const vitaminD = micronutrients.data.find((m) => m.name === 'Vitamin D3')!.analysisParameters;
      expect(vitaminD.map((p) => p.code)).toContain('VITAMIN_D_25OH');
      expect(vitaminD.some((p) => p.analysis_type === 'Dna')).toBe(true);
      const kinds = vitaminD.map((p) => p.analysis_type);
      expect(kinds).toEqual([...kinds].sort());
      for (const parameter of vitaminD)
        expect(parameter.id).toMatch(new RegExp(`^${parameter.analysis_type}-\\d+$`));
      const iron = micronutrients.data.find((m) => m.name === 'Eisen')!.analysisParameters;
      expect(iron.map((p) => p.code)).toContain('FERRITIN');

      const small = await countStatements(app, () => list(doctor, { first: 2 }));
      const all = await countStatements(app, () => list(doctor, { first: 100 }));
      expect(all.count).toBe(small.count);
    });

    it('refuses a second source under the same name', () => {
      expect(() => app.get(MicronutrientAnalysisLinks).register('blood', async () => [])).toThrow(
        'registered twice',
      );
    });
  });
});
