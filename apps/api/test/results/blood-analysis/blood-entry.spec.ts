import type { INestApplication } from '@nestjs/common';
import { Permission, todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import type { AnalysisParameter } from '../../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from '../../../src/modules/results/blood-analysis/entities/analysis-result-value.entity.js';
import { BloodResultsWriter } from '../../../src/modules/results/blood-analysis/services/blood-results-writer.service.js';
import { TestClient } from '../../helpers/client.js';
import { bloodMarkers, bloodOrder, insertLabReport } from '../../helpers/blood-analysis.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const SAVE = `mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  saveBloodResults(patientId: $patientId, date: $date, values: $values) {
    id valueDate source values { id analysis_result_id name currentValue valueDate source formattedUnit isDeletable }
  } }`;
const UPDATE = `mutation ($id: ID!, $value: String!, $date: String!) {
  updateBloodAnalysisResult(id: $id, value: $value, date: $date) { id analysis_result_id currentValue valueDate source isDeletable } }`;
const DELETE = `mutation ($id: ID!) { deleteAnalysisResult(id: $id) { id message } }`;
const HISTORY = `query ($patientId: ID!, $code: String!, $limit: Int) {
  bloodMarkerHistory(patientId: $patientId, code: $code, limit: $limit) { id currentValue valueDate source isDeletable } }`;
const MARKER = `query ($patientId: ID!, $code: String!) { bloodMarker(patientId: $patientId, code: $code) {
  id code currentValue valueDate currentSource value_text value_color } }`;

type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;
const validationOf = (errors: Errors) =>
  errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const german = (iso: string) => iso.split('-').reverse().join('.');

describe('blood values: entry, correction and deletion', () => {
  let app: INestApplication;
  let markers: Map<string, AnalysisParameter>;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  const today = todayIsoDate();

  beforeAll(async () => {
    app = await createTestApp();
    markers = await bloodMarkers(app);
    doctor = await signedIn(app);
  });
  afterAll(() => closeApp(app));

  const id = (code: string) => markers.get(code)!.id;
  const save = (
    client: TestClient,
    patientId: string,
    date: string,
    values: { analysisParameterId: string; value: string }[],
  ) =>
    client.graphql<{ saveBloodResults: { id: string; values: { id: string; currentValue: number }[] } }>(
      SAVE,
      {
        patientId,
        date,
        values,
      },
    );
  const storedValues = (patientId: string) =>
    app
      .get(DataSource)
      .getRepository(AnalysisResultValue)
      .find({ where: { patient_id: patientId }, order: { id: 'ASC' } });

  it('seeds at least 45 blood markers, each complete, with 0/0 input limits on one', () => {
    expect(markers.size).toBeGreaterThanOrEqual(45);
    for (const marker of markers.values()) {
      expect(marker).toMatchObject({ analysis_type: 'Blood' });
      expect(marker.unit && marker.formatted_unit && marker.description && marker.docinfo_url).toBeTruthy();
      expect(marker.bibliography.length).toBeGreaterThan(0);
      expect(marker.value_scale!.bands.length).toBeGreaterThanOrEqual(2);
      const total = marker.value_scale!.bands.reduce((sum, band) => sum + band.length_percent, 0);
      expect(total).toBeCloseTo(100, 1);
    }
    expect(
      [...markers.values()].some((m) => m.lower_input_limit_value === 0 && m.upper_input_limit_value === 0),
    ).toBe(true);
  });

  it('saves the values with source Doctor and makes them current', async () => {
    const patient = await createPatient(doctor.client);
    const result = await save(doctor.client, patient.id, german(today), [
      { analysisParameterId: id('FERRITIN'), value: '48.5' },
      { analysisParameterId: id('VITAMIN_D_25OH'), value: '80' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveBloodResults).toMatchObject({ valueDate: today, source: 'Doctor' });
    expect(result.data!.saveBloodResults.values).toEqual([
      expect.objectContaining({
        name: 'Ferritin',
        currentValue: 48.5,
        source: 'Doctor',
        isDeletable: true,
        formattedUnit: 'µg/l',
      }),
      expect.objectContaining({ name: 'Vitamin D (25-OH)', currentValue: 80 }),
    ]);
    const { bloodMarker } = await doctor.client.query<{ bloodMarker: Record<string, unknown> }>(MARKER, {
      patientId: patient.id,
      code: 'FERRITIN',
    });
    expect(bloodMarker).toMatchObject({
      currentValue: 48.5,
      valueDate: today,
      currentSource: 'Doctor',
      value_text: 'Suboptimal niedrig',
      value_color: '#D1980B',
    });
  });

  it.each([
    ['TT.MM.JJJJ', (iso: string) => german(iso)],
    ['TT-MM-JJJJ', (iso: string) => german(iso).replace(/\./g, '-')],
    ['YYYY-MM-DD', (iso: string) => iso],
  ])('accepts the date as %s', async (_form, format) => {
    const patient = await createPatient(doctor.client);
    const date = shiftDays(today, -3);
    const result = await save(doctor.client, patient.id, format(date), [
      { analysisParameterId: id('ZINC'), value: '14' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveBloodResults).toMatchObject({ valueDate: date });
  });

  it.each([
    ['', 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'],
    ['31.02.2020', 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'],
    ['gestern', 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'],
    ['31.12.1899', 'Das Datum darf nicht vor dem 01.01.1900 liegen.'],
    ['tomorrow', 'Das Datum darf nicht in der Zukunft liegen.'],
  ])('refuses the date %p with its message and stores nothing', async (date, message) => {
    const patient = await createPatient(doctor.client);
    const text = date === 'tomorrow' ? german(shiftDays(today, 1)) : date;
    const result = await save(doctor.client, patient.id, text, [
      { analysisParameterId: id('ZINC'), value: '14' },
    ]);
    expect(validationOf(result.errors)).toEqual({ date: [message] });
    expect(result.errors?.[0]?.extensions?.reasons).toMatchObject({
      date: [expect.stringMatching(/^bloodAnalysis\./)],
    });
    expect(await storedValues(patient.id)).toHaveLength(0);
  });

  it('accepts 01.01.1900 and today', async () => {
    const patient = await createPatient(doctor.client);
    expect(
      (
        await save(doctor.client, patient.id, '01.01.1900', [
          { analysisParameterId: id('ZINC'), value: '14' },
        ])
      ).errors,
    ).toBeUndefined();
    expect(
      (await save(doctor.client, patient.id, today, [{ analysisParameterId: id('IRON'), value: '14' }]))
        .errors,
    ).toBeUndefined();
  });

  it('requires at least one value', async () => {
    const patient = await createPatient(doctor.client);
    const result = await save(doctor.client, patient.id, today, []);
    expect(validationOf(result.errors)).toEqual({ values: ['Bitte geben Sie mindestens einen Wert ein.'] });
  });

  it.each(['12,5', '1e3', '-3', '1.2.3', ' ', 'abc'])(
    'refuses the value %p: only digits and a dot',
    async (value) => {
      const patient = await createPatient(doctor.client);
      const result = await save(doctor.client, patient.id, today, [
        { analysisParameterId: id('ZINC'), value: '14' },
        { analysisParameterId: id('FERRITIN'), value },
      ]);
      expect(validationOf(result.errors)).toEqual({
        'values.1.value': ['Der Wert darf nur Ziffern und einen Punkt enthalten.'],
      });
      expect(await storedValues(patient.id)).toHaveLength(0);
    },
  );

  it('checks the input limits with the marker name and unit, and skips them when both are 0', async () => {
    const patient = await createPatient(doctor.client);
    const result = await save(doctor.client, patient.id, today, [
      { analysisParameterId: id('FERRITIN'), value: '5000.5' },
      { analysisParameterId: id('GLUCOSE_FASTING'), value: '51' },
    ]);
    expect(validationOf(result.errors)).toEqual({
      'values.0.value': ['Ups! Das Feld Ferritin muss zwischen 0 und 5.000 µg/l liegen!'],
      'values.1.value': ['Ups! Das Feld Glukose (nüchtern) muss zwischen 0 und 50 mmol/l liegen!'],
    });
    expect(result.errors?.[0]?.extensions?.reasons).toMatchObject({
      'values.0.value': ['bloodAnalysis.valueBetween'],
    });
    // The omega-3 index has 0/0 limits: any figure is taken.
    const unchecked = await save(doctor.client, patient.id, today, [
      { analysisParameterId: id('OMEGA3_INDEX'), value: '99999' },
    ]);
    expect(unchecked.errors).toBeUndefined();
    // The bounds themselves are allowed.
    const bounds = await save(doctor.client, patient.id, today, [
      { analysisParameterId: id('FERRITIN'), value: '5000' },
    ]);
    expect(bounds.errors).toBeUndefined();
  });

  it('refuses a value when one of that parameter is dated on or after the date', async () => {
    const patient = await createPatient(doctor.client);
    const day = shiftDays(today, -10);
    expect(
      (await save(doctor.client, patient.id, day, [{ analysisParameterId: id('TSH'), value: '1.2' }])).errors,
    ).toBeUndefined();
    for (const date of [day, shiftDays(day, -1)]) {
      const result = await save(doctor.client, patient.id, date, [
        { analysisParameterId: id('FT4'), value: '15' },
        { analysisParameterId: id('TSH'), value: '2' },
      ]);
      expect(validationOf(result.errors)).toEqual({
        'values.1.value': ['Für diesen Blutparameter existieren bereits jüngere Daten im System.'],
      });
    }
    expect(await storedValues(patient.id)).toHaveLength(1);
    expect(
      (
        await save(doctor.client, patient.id, shiftDays(day, 1), [
          { analysisParameterId: id('TSH'), value: '2' },
        ])
      ).errors,
    ).toBeUndefined();
  });

  it('refuses an unknown or repeated parameter', async () => {
    const patient = await createPatient(doctor.client);
    const result = await save(doctor.client, patient.id, today, [
      { analysisParameterId: '999999999', value: '1' },
      { analysisParameterId: id('ZINC'), value: '14' },
      { analysisParameterId: id('ZINC'), value: '15' },
    ]);
    expect(validationOf(result.errors)).toEqual({
      'values.0.analysisParameterId': ['Unbekannter Eintrag.'],
      'values.2.analysisParameterId': ['Dieser Blutparameter ist mehrfach angegeben.'],
    });
    expect(await storedValues(patient.id)).toHaveLength(0);
  });

  it("keeps another practice's patient and anonymous callers out of every call", async () => {
    const patient = await createPatient(doctor.client);
    const saved = await save(doctor.client, patient.id, today, [
      { analysisParameterId: id('ZINC'), value: '14' },
    ]);
    const valueId = saved.data!.saveBloodResults.values[0].id;
    const intruder = await signedIn(app);
    const anonymous = new TestClient(app);
    const calls = (client: TestClient) => [
      save(client, patient.id, today, [{ analysisParameterId: id('IRON'), value: '14' }]),
      client.graphql(UPDATE, { id: valueId, value: '15', date: today }),
      client.graphql(DELETE, { id: valueId }),
      client.graphql(HISTORY, { patientId: patient.id, code: 'ZINC' }),
      client.graphql(MARKER, { patientId: patient.id, code: 'ZINC' }),
      client.graphql(`query ($p: ID!) { bloodAnalysisList(patientId: $p) { id } }`, { p: patient.id }),
    ];
    for (const result of await Promise.all(calls(intruder.client)))
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    for (const result of await Promise.all(calls(anonymous)))
      expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    const rows = await storedValues(patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 14, superseded_at: null, deleted_at: null });
    // An admin sees every practice's patients.
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const read = await admin.client.graphql(HISTORY, { patientId: patient.id, code: 'ZINC' });
    expect(read.errors).toBeUndefined();
  });

  it('corrects a value as a new version and keeps the old one', async () => {
    const patient = await createPatient(doctor.client);
    const day = shiftDays(today, -5);
    const saved = await save(doctor.client, patient.id, day, [
      { analysisParameterId: id('FERRITIN'), value: '40' },
    ]);
    const first = saved.data!.saveBloodResults;
    const updated = await doctor.client.query<{
      updateBloodAnalysisResult: Record<string, unknown> & { id: string };
    }>(UPDATE, {
      id: first.values[0].id,
      value: '42.25',
      date: german(shiftDays(day, 1)),
    });
    expect(updated.updateBloodAnalysisResult).toMatchObject({
      analysis_result_id: first.id,
      currentValue: 42.25,
      valueDate: shiftDays(day, 1),
      source: 'Doctor',
    });
    const rows = await storedValues(patient.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      value: 40,
      version: 1,
      superseded_by: updated.updateBloodAnalysisResult.id,
    });
    expect(rows[0].superseded_at).not.toBeNull();
    expect(rows[1]).toMatchObject({ value: 42.25, version: 2, superseded_at: null });
    const { bloodMarkerHistory } = await doctor.client.query<{ bloodMarkerHistory: unknown[] }>(HISTORY, {
      patientId: patient.id,
      code: 'FERRITIN',
    });
    expect(bloodMarkerHistory).toEqual([expect.objectContaining({ currentValue: 42.25 })]);
    // The old version is no longer a value one can act on.
    const stale = await doctor.client.graphql(UPDATE, { id: first.values[0].id, value: '41', date: day });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks the corrected value and date like the entry', async () => {
    const patient = await createPatient(doctor.client);
    const saved = await save(doctor.client, patient.id, today, [
      { analysisParameterId: id('FERRITIN'), value: '40' },
    ]);
    const valueId = saved.data!.saveBloodResults.values[0].id;
    const tooHigh = await doctor.client.graphql(UPDATE, { id: valueId, value: '6000', date: today });
    expect(validationOf(tooHigh.errors)).toEqual({
      value: ['Ups! Das Feld Ferritin muss zwischen 0 und 5.000 µg/l liegen!'],
    });
    const bad = await doctor.client.graphql(UPDATE, { id: valueId, value: '4,5', date: '1.1.1800' });
    expect(validationOf(bad.errors)).toEqual({
      value: ['Der Wert darf nur Ziffern und einen Punkt enthalten.'],
      date: ['Das Datum darf nicht vor dem 01.01.1900 liegen.'],
    });
    expect(await storedValues(patient.id)).toHaveLength(1);
  });

  it('deletes a doctor value softly, and refuses to change or delete a lab (Noi) value', async () => {
    const patient = await createPatient(doctor.client);
    const saved = await save(doctor.client, patient.id, shiftDays(today, -30), [
      { analysisParameterId: id('ZINC'), value: '12' },
    ]);
    const valueId = saved.data!.saveBloodResults.values[0].id;
    const { deleteAnalysisResult } = await doctor.client.query<{ deleteAnalysisResult: unknown }>(DELETE, {
      id: valueId,
    });
    expect(deleteAnalysisResult).toEqual({ id: valueId, message: 'Der Wert wurde erfolgreich gelöscht!' });
    const [row] = await storedValues(patient.id);
    expect(row.deleted_at).not.toBeNull();
    expect((await doctor.client.graphql(DELETE, { id: valueId })).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });

    const target = await bloodOrder(app, patient.id);
    const report = await insertLabReport(
      app,
      target,
      1,
      [{ code: 'ZINC', value: 13, unit: 'µmol/l' }],
      shiftDays(today, -2),
    );
    await app.get(BloodResultsWriter).applyLabValues(report);
    const { bloodMarkerHistory } = await doctor.client.query<{
      bloodMarkerHistory: { id: string; source: string; isDeletable: boolean }[];
    }>(HISTORY, { patientId: patient.id, code: 'ZINC' });
    expect(bloodMarkerHistory).toEqual([
      expect.objectContaining({ source: 'Noi', isDeletable: false, currentValue: 13 }),
    ]);
    const noiId = bloodMarkerHistory[0].id;
    const refusedDelete = await doctor.client.graphql(DELETE, { id: noiId });
    expect(refusedDelete.errors?.[0]).toMatchObject({
      message: 'Werte aus einer Laboranalyse können nicht gelöscht werden.',
      extensions: { code: 'FORBIDDEN', reason: 'bloodAnalysis.noiNotDeletable' },
    });
    const refusedUpdate = await doctor.client.graphql(UPDATE, { id: noiId, value: '14', date: today });
    expect(refusedUpdate.errors?.[0]).toMatchObject({
      message: 'Werte aus einer Laboranalyse können nicht geändert werden.',
      extensions: { code: 'FORBIDDEN' },
    });
    const noi = (await storedValues(patient.id)).find((r) => r.id === noiId)!;
    expect(noi).toMatchObject({ value: 13, deleted_at: null, superseded_at: null });
  });

  it('keeps a patient with blood results from being erased', async () => {
    const patient = await createPatient(doctor.client);
    await save(doctor.client, patient.id, today, [{ analysisParameterId: id('ZINC'), value: '14' }]);
    const result = await doctor.client.graphql(`mutation ($id: ID!) { deletePatient(id: $id) }`, {
      id: patient.id,
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ reason: 'patients.hasLinkedData' });
    expect(await storedValues(patient.id)).toHaveLength(1);
  });

  it('audits the writes', async () => {
    const patient = await createPatient(doctor.client);
    await save(doctor.client, patient.id, today, [{ analysisParameterId: id('ZINC'), value: '14' }]);
    const events = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ subject_type: 'patient', subject_id: patient.id });
    expect(events.map((e) => e.event)).toContain('blood_results.saved');
  });
});
