import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { FormulaTemplate } from '../../src/modules/formulas/entities/formula-template.entity.js';
import { FormulaTemplateVersion } from '../../src/modules/formulas/entities/formula-template-version.entity.js';
import { FORMULA_TEMPLATES } from '../../src/database/seeds/reference/formula-templates.data.js';
import { Micronutrient } from '../../src/modules/results/micronutrients/micronutrient.entity.js';
import { TestClient } from '../helpers/client.js';
import { holdTemplateSet } from '../helpers/formulas.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const FIELDS = `id name formula test_input_value test_output_value is_deleted sort_order version micronutrient_id
  inputs created_at updated_at micronutrient { id name formattedUnit }
  cap_warning { max_value unit test_output_value upper_bound unbounded message }`;
const LIST = `{ formulaTemplates { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { formulaTemplate(id: $id) { ${FIELDS} } }`;
const INPUTS = `{ formulaInputs { name label kind } }`;
const UPSERT = `mutation ($input: FormulaTemplateInput!) { upsertFormulaTemplate(input: $input) { ${FIELDS} } }`;
const TEST = `mutation ($input: FormulaTemplateTestInput!) {
  upsertFormulaTemplateTest(input: $input) {
    output_value inputs missing_inputs problem
    cap_warning { max_value unit test_output_value upper_bound unbounded message }
  }
}`;

interface TemplateView {
  id: string;
  name: string;
  formula: string;
  test_input_value: string | null;
  test_output_value: number | null;
  is_deleted: boolean;
  sort_order: number;
  version: number;
  micronutrient_id: string;
  inputs: string[];
  micronutrient: { id: string; name: string; formattedUnit: string };
  cap_warning: CapWarningView | null;
}
interface CapWarningView {
  max_value: number;
  unit: string;
  test_output_value: number | null;
  upper_bound: number | null;
  unbounded: boolean;
  message: string;
}
interface TestView {
  output_value: number | null;
  inputs: string[];
  missing_inputs: string[];
  problem: string | null;
  cap_warning: CapWarningView | null;
}

describe('the formula tool', () => {
  let app: INestApplication;
  let manager: TestClient;
  let admin: TestClient;
  let doctor: TestClient;
  let micronutrients: Micronutrient[];

  beforeAll(async () => {
    app = await createTestApp();
    manager = (
      await signedIn(app, { permissions: [Permission.ManageMedicalCenters, Permission.ManageFormulas] })
    ).client;
    admin = (await signedIn(app, { permissions: [Permission.ManageMedicalCenters] })).client;
    doctor = (await signedIn(app)).client;
    micronutrients = await app
      .get(DataSource)
      .getRepository(Micronutrient)
      .find({ order: { sort_order: 'ASC' } });
  });
  afterAll(() => closeApp(app));

  const db = () => app.get(DataSource);
  const list = async () => (await manager.query<{ formulaTemplates: TemplateView[] }>(LIST)).formulaTemplates;
  const test = (input: Record<string, unknown>, client = manager) =>
    client.graphql<{ upsertFormulaTemplateTest: TestView }>(TEST, { input });
  const upsert = (input: Record<string, unknown>, client = manager) =>
    client.graphql<{ upsertFormulaTemplate: TemplateView }>(UPSERT, { input });
  const validation = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;

  it('lists a seeded template per micronutrient by sort order, each passing its own test case', async () => {
    const templates = await list();
    expect(templates).toHaveLength(micronutrients.length);
    expect(new Set(templates.map((t) => t.micronutrient_id))).toEqual(
      new Set(micronutrients.map((m) => m.id)),
    );
    const orders = templates.map((t) => t.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const template of templates) {
      expect(template.version).toBeGreaterThanOrEqual(1);
      expect(template.inputs.length).toBeGreaterThan(0);
      const { data } = await test({ formula: template.formula, test_input_value: template.test_input_value });
      expect(data?.upsertFormulaTemplateTest.output_value).toBeCloseTo(template.test_output_value!, 2);
    }
    const [first] = templates;
    const { formulaTemplate } = await manager.query<{ formulaTemplate: TemplateView }>(ONE, { id: first.id });
    expect(formulaTemplate).toEqual(first);
  });

  it('offers the inputs a formula may read: person, blood markers, genotypes and answers', async () => {
    const { formulaInputs } = await manager.query<{
      formulaInputs: { name: string; label: string; kind: string }[];
    }>(INPUTS);
    const byName = new Map(formulaInputs.map((input) => [input.name, input]));
    expect(byName.get('age')).toMatchObject({ kind: 'age' });
    expect(byName.get('blood_FERRITIN')).toMatchObject({
      kind: 'blood',
      label: expect.stringContaining('Ferritin'),
    });
    expect(byName.get('dna_MTHFR_C677T')).toMatchObject({ kind: 'dna' });
    expect(byName.get('answer_DIET_TYPE_VEGAN')).toMatchObject({ kind: 'answer' });
  });

  it('runs a formula with test inputs and names the inputs it reads and those missing', async () => {
    const ok = await test({
      formula: 'clamp((75 - blood_VITAMIN_D_25OH) * weight * 2.5, 0, 4000)',
      test_input_value: '{"blood_VITAMIN_D_25OH": 25, "weight": 70}',
    });
    expect(ok.data?.upsertFormulaTemplateTest).toEqual({
      output_value: 4000,
      inputs: ['blood_VITAMIN_D_25OH', 'weight'],
      missing_inputs: [],
      problem: null,
      cap_warning: null,
    });
    const missing = await test({ formula: 'blood_FERRITIN * 2', test_input_value: '{}' });
    expect(missing.data?.upsertFormulaTemplateTest).toMatchObject({
      output_value: null,
      cap_warning: null,
      missing_inputs: ['blood_FERRITIN'],
      problem: expect.stringContaining('blood_FERRITIN'),
    });
    const divided = await test({
      formula: 'weight / (age - age)',
      test_input_value: '{"weight": 70, "age": 40}',
    });
    expect(divided.data?.upsertFormulaTemplateTest.problem).toBe('Die Formel teilt durch null.');
  });

  describe('warns when a formula can exceed the micronutrient’s dose cap (upper level minus dietary intake)', () => {
    const zinc = () => micronutrients.find((m) => m.code === 'ZINC')!;
    const warningOf = async (formula: string, testInput: string | null, micronutrientId = zinc().id) => {
      const result = await test({ formula, test_input_value: testInput, micronutrient_id: micronutrientId });
      expect(result.errors).toBeUndefined();
      return result.data!.upsertFormulaTemplateTest.cap_warning;
    };

    it('for a result above the cap with the test inputs', async () => {
      expect(await warningOf('100', null)).toEqual({
        max_value: 13,
        unit: 'mg',
        test_output_value: 100,
        upper_bound: 100,
        unbounded: false,
        message:
          'Mit den Testeingaben ergibt die Formel 100 mg, mehr als die Höchstdosis von 13 mg. ' +
          'Über alle zulässigen Eingabewerte kann die Formel bis zu 100 mg ergeben, mehr als die Höchstdosis von 13 mg. ' +
          'Die Berechnung begrenzt jede Dosis auf die Höchstdosis. Begrenzen Sie die Formel selbst, z. B. mit min(13, …).',
      });
    });

    it('for a result within the cap with the test inputs that other inputs push above it', async () => {
      expect(await warningOf('(15 - blood_ZINC) * 3', '{"blood_ZINC": 12}')).toMatchObject({
        test_output_value: null,
        upper_bound: 45,
        unbounded: false,
      });
      const unbounded = await warningOf('blood_ZINC * 2', '{"blood_ZINC": 3}');
      expect(unbounded).toMatchObject({ test_output_value: null, upper_bound: null, unbounded: true });
      expect(unbounded!.message).toContain('Die Formel hat nach oben keine Grenze');
    });

    it('not for a formula that keeps within the cap, nor without a micronutrient', async () => {
      expect(await warningOf('clamp((15 - blood_ZINC) * 3, 0, 13)', '{"blood_ZINC": 2}')).toBeNull();
      expect(await warningOf('min(13, weight)', null)).toBeNull();
      expect(await warningOf('13', null)).toBeNull();
      const without = await test({ formula: '100', test_input_value: null });
      expect(without.data?.upsertFormulaTemplateTest.cap_warning).toBeNull();
    });

    it('refuses an unknown micronutrient', async () => {
      for (const id of ['99999999', 'abc']) {
        const result = await test({ formula: '1', micronutrient_id: id });
        expect(validation(result)?.['input.micronutrient_id']).toHaveLength(1);
      }
      const unknown = await test({ formula: '1', micronutrient_id: '99999999' });
      expect(validation(unknown)).toEqual({
        'input.micronutrient_id': ['Bitte wählen Sie einen Mikronährstoff.'],
      });
    });

    it('on saved templates: none for the seeded ones, and in the answer of a save that can exceed the cap', async () => {
      const templates = await list();
      for (const seed of FORMULA_TEMPLATES) {
        const template = templates.find((t) => t.formula === seed.formula);
        if (template)
          expect([seed.micronutrientCode, template.cap_warning]).toEqual([seed.micronutrientCode, null]);
      }
      const selenium = templates.find(
        (t) => t.micronutrient_id === micronutrients.find((m) => m.code === 'SELENIUM')!.id,
      )!;
      const save = (formula: string) =>
        upsert({
          id: selenium.id,
          name: selenium.name,
          formula,
          micronutrient_id: selenium.micronutrient_id,
          test_input_value: selenium.test_input_value,
        });
      const saved = await save('blood_SELENIUM * 3');
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.upsertFormulaTemplate.cap_warning).toMatchObject({
        max_value: 200,
        unit: 'µg',
        test_output_value: 252,
        unbounded: true,
      });
      const restored = await save(selenium.formula);
      expect(restored.data?.upsertFormulaTemplate.cap_warning).toBeNull();
    });
  });

  it('refuses a formula that cannot be read, uses a forbidden construct or an unknown input, saying where', async () => {
    const cases: [string, RegExp][] = [
      ['weight * (2 +', /^Syntaxfehler an Zeichen \d+/],
      ['foo + 1', /^Unbekannte Eingabe „foo“/],
      ['constructor', /^Unbekannte Eingabe „constructor“/],
      ['import("fs")', /Funktion „import“/],
      ['evaluate("1")', /Funktion „evaluate“|Nicht erlaubt/],
      ['weight.constructor', /^Nicht erlaubt/],
      ['weight = 1', /^Nicht erlaubt/],
      ['2 ^ 1000', /Potenz/],
      ['', /^Bitte geben Sie eine Formel ein/],
    ];
    for (const [formula, message] of cases) {
      const result = await test({ formula, test_input_value: '{}' });
      expect(validation(result)?.['input.formula']?.[0]).toMatch(message);
    }
    const badInput = await test({ formula: 'weight', test_input_value: '{"weight": "heavy"}' });
    expect(validation(badInput)?.['input.test_input_value']?.[0]).toMatch(/JSON-Objekt/);
    const unknownInput = await test({ formula: 'weight', test_input_value: '{"mass": 1}' });
    expect(validation(unknownInput)?.['input.test_input_value']).toEqual([
      'Unbekannte Eingabe „mass“ in der Testeingabe.',
    ]);
  });

  it('saves an edit as a new version, keeps the old one, and refuses a bad one with nothing changed', async () => {
    const [template] = await list();
    const saved = await upsert({
      id: template.id,
      name: template.name,
      formula: `${template.formula} * 1`,
      micronutrient_id: template.micronutrient_id,
      test_input_value: template.test_input_value,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.upsertFormulaTemplate).toMatchObject({
      version: 2,
      formula: `${template.formula} * 1`,
    });
    const refused = await upsert({
      id: template.id,
      name: '',
      formula: 'unknown_input + 1',
      micronutrient_id: template.micronutrient_id,
      sort_order: -1,
    });
    expect(validation(refused)).toEqual({
      'input.name': ['Bitte geben Sie einen Namen ein (höchstens 120 Zeichen).'],
      'input.formula': ['Unbekannte Eingabe „unknown_input“ an Zeichen 1.'],
      'input.sort_order': ['Die Reihenfolge muss eine ganze Zahl zwischen 0 und 9999 sein.'],
    });
    const versions = await db()
      .getRepository(FormulaTemplateVersion)
      .find({ where: { template_id: template.id }, order: { version: 'ASC' } });
    expect(versions.map((v) => [v.version, v.formula])).toEqual([
      [1, template.formula],
      [2, `${template.formula} * 1`],
    ]);
    expect((await db().getRepository(FormulaTemplate).findOneByOrFail({ id: template.id })).version).toBe(2);
  });

  it('deletes a template (hidden from the list), then takes a new one for that micronutrient, but never two', async () => {
    // Waits while the calculation suite counts doses (its longest test takes up to two minutes).
    const release = await holdTemplateSet(app, 'removing');
    try {
      const templates = await list();
      const last = templates[templates.length - 1];
      const taken = await upsert({
        name: 'Zweite Formel',
        formula: '1',
        micronutrient_id: last.micronutrient_id,
      });
      expect(validation(taken)).toEqual({
        'input.micronutrient_id': ['Für diesen Mikronährstoff gibt es bereits eine Formel.'],
      });
      const deleted = await upsert({
        id: last.id,
        name: last.name,
        formula: last.formula,
        micronutrient_id: last.micronutrient_id,
        is_deleted: true,
      });
      expect(deleted.data?.upsertFormulaTemplate).toMatchObject({
        is_deleted: true,
        version: last.version + 1,
      });
      expect((await list()).map((t) => t.id)).not.toContain(last.id);
      const created = await upsert({
        name: 'Neue Formel',
        formula: 'round(weight * 2)',
        micronutrient_id: last.micronutrient_id,
        test_input_value: '{"weight": 70.4}',
      });
      expect(created.errors).toBeUndefined();
      expect(created.data?.upsertFormulaTemplate).toMatchObject({
        version: 1,
        inputs: ['weight'],
        test_output_value: 141,
        sort_order: Math.max(...templates.slice(0, -1).map((t) => t.sort_order)) + 10,
      });
      const unknown = await upsert({ name: 'X', formula: '1', micronutrient_id: '999999' });
      expect(validation(unknown)).toEqual({
        'input.micronutrient_id': ['Bitte wählen Sie einen Mikronährstoff.'],
      });
    } finally {
      await release();
    }
  }, 180_000);

  it('is for formula managers only: admins without the permission, doctors and anonymous callers are refused', async () => {
    const [template] = await list();
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: template.id }],
      [INPUTS, {}],
      [UPSERT, { input: { name: 'X', formula: '1', micronutrient_id: template.micronutrient_id } }],
      [TEST, { input: { formula: '1' } }],
      [TEST, { input: { formula: '100', micronutrient_id: template.micronutrient_id } }],
    ];
    for (const [query, variables] of calls) {
      for (const client of [admin, doctor]) {
        const result = await client.graphql(query, variables);
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const anonymous = await new TestClient(app).graphql(query, variables);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await db().getRepository(FormulaTemplate).countBy({ name: 'X' })).toBe(0);
  });
});
