import type { INestApplication } from '@nestjs/common';
import { todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import type { AnalysisParameter } from '../../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { countStatements } from '../../helpers/query-counter.js';
import { bloodMarkers } from '../../helpers/blood-analysis.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const SAVE = `mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  saveBloodResults(patientId: $patientId, date: $date, values: $values) { id } }`;
const LIST = `query ($p: ID!, $search: String) { bloodAnalysisList(patientId: $p, search: $search) {
  id code name currentValue currentValueColor valueDate currentSource value_text value_bg_color value_description
  category trend { valueDate value } unitAlternatives { unit factor } micronutrients { id name } symptoms { id name } indications { id name }
  valueIntervals { minValue { value color } maxValue { value color } intervals { value color length_percent } } } }`;
const PARAMETERS = `query ($p: ID!, $first: Int, $type: AnalysisType) {
  analysisParameters(analysis_type: $type, first: $first) { paginatorInfo { total }
    data { id code unit formattedUnit lower_input_limit_value upper_input_limit_value mostRecentResults(patientId: $p) { id valueDate created_at } } } }`;
const HISTORY = `query ($p: ID!, $code: String!, $limit: Int) { bloodMarkerHistory(patientId: $p, code: $code, limit: $limit) { currentValue valueDate } }`;

type Marker = { code: string; currentValue: number | null; [key: string]: unknown };

describe('blood values: reads', () => {
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
  const save = (patientId: string, date: string, values: [string, string][]) =>
    doctor.client.query(SAVE, {
      patientId,
      date,
      values: values.map(([code, value]) => ({ analysisParameterId: id(code), value })),
    });

  it('lists every marker, those with a value first, with band, texts, scale and links', async () => {
    const patient = await createPatient(doctor.client);
    await save(patient.id, today, [
      ['HOMOCYSTEINE', '18'],
      ['FERRITIN', '100'],
    ]);
    const { bloodAnalysisList } = await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, {
      p: patient.id,
    });
    expect(bloodAnalysisList).toHaveLength(markers.size);
    expect(bloodAnalysisList.slice(0, 2).map((m) => m.code)).toEqual(['FERRITIN', 'HOMOCYSTEINE']);
    expect(bloodAnalysisList.slice(2).every((m) => m.currentValue === null)).toBe(true);
    expect(bloodAnalysisList[0]).toMatchObject({
      currentValue: 100,
      currentSource: 'Doctor',
      value_text: 'Optimal',
      currentValueColor: '#238551',
      unitAlternatives: [{ unit: 'ng/ml', factor: 1 }],
      micronutrients: [{ name: 'Eisen' }],
    });
    expect(bloodAnalysisList[1]).toMatchObject({ value_text: 'Zu hoch', currentValueColor: '#CD4246' });
    const scale = bloodAnalysisList[0].valueIntervals as { intervals: { value: number; color: string }[] };
    expect(scale.intervals.map((i) => [i.value, i.color])).toEqual([
      [15, '#CD4246'],
      [50, '#D1980B'],
      [150, '#238551'],
      // The patient is a woman: her ferritin range (15–150 µg/l) has no yellow band above the optimal one.
      [225, '#CD4246'],
    ]);
  });

  it('gives each marker its category and its newest values oldest first, in the same statements', async () => {
    const patient = await createPatient(doctor.client);
    await save(patient.id, '2026-01-10', [['TSH', '1.5']]);
    await save(patient.id, '2026-02-10', [
      ['TSH', '2'],
      ['FERRITIN', '80'],
    ]);
    await save(patient.id, '2026-03-10', [['TSH', '2.5']]);
    const TREND = `query ($p: ID!) { bloodAnalysisList(patientId: $p) { code category currentValue valueDate trend { valueDate value } } }`;
    const { bloodAnalysisList } = await doctor.client.query<{
      bloodAnalysisList: {
        code: string;
        category: string;
        currentValue: number | null;
        valueDate: string | null;
        trend: { valueDate: string; value: number }[];
      }[];
    }>(TREND, { p: patient.id });
    const byCode = new Map(bloodAnalysisList.map((m) => [m.code, m]));
    expect(byCode.get('TSH')).toEqual({
      code: 'TSH',
      category: 'Thyroid',
      currentValue: 2.5,
      valueDate: '2026-03-10',
      trend: [
        { valueDate: '2026-01-10', value: 1.5 },
        { valueDate: '2026-02-10', value: 2 },
        { valueDate: '2026-03-10', value: 2.5 },
      ],
    });
    expect(byCode.get('FERRITIN')).toMatchObject({ category: 'Iron', trend: [{ value: 80 }] });
    expect(byCode.get('HBA1C')).toMatchObject({ category: 'Other', currentValue: null, trend: [] });
    expect(new Set(bloodAnalysisList.map((m) => m.category)).size).toBe(11);
    // Values of another patient stay out of this one's trend.
    const other = await createPatient(doctor.client);
    await save(other.id, '2026-03-11', [['TSH', '9']]);
    const again = await doctor.client.query<{ bloodAnalysisList: { code: string; trend: unknown[] }[] }>(
      TREND,
      {
        p: patient.id,
      },
    );
    expect(again.bloodAnalysisList.find((m) => m.code === 'TSH')!.trend).toHaveLength(3);
  });

  it('keeps the trend to the newest twelve values', async () => {
    const patient = await createPatient(doctor.client);
    for (let month = 1; month <= 12; month += 1)
      await save(patient.id, `2025-${String(month).padStart(2, '0')}-01`, [['CRP', String(month)]]);
    await save(patient.id, '2026-01-01', [['CRP', '13']]);
    const { bloodAnalysisList } = await doctor.client.query<{
      bloodAnalysisList: { code: string; trend: { value: number }[] }[];
    }>(`query ($p: ID!) { bloodAnalysisList(patientId: $p, search: "crp") { code trend { value } } }`, {
      p: patient.id,
    });
    const crp = bloodAnalysisList.find((m) => m.code === 'CRP')!;
    expect(crp.trend.map((point) => point.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('searches by name and code', async () => {
    const patient = await createPatient(doctor.client);
    const byName = await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, {
      p: patient.id,
      search: 'cholest',
    });
    expect(byName.bloodAnalysisList.map((m) => m.code).sort()).toEqual(['CHOLESTEROL_TOTAL', 'HDL', 'LDL']);
    const byCode = await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, {
      p: patient.id,
      search: 'tsh',
    });
    expect(byCode.bloodAnalysisList.map((m) => m.code)).toEqual(['TSH']);
    const none = await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, {
      p: patient.id,
      search: '%_',
    });
    expect(none.bloodAnalysisList).toEqual([]);
  });

  it('costs a fixed number of statements whatever the number of values', async () => {
    const patient = await createPatient(doctor.client);
    await doctor.client.query(LIST, { p: patient.id }); // the view audit of this window is written
    const empty = await countStatements(app, () => doctor.client.query(LIST, { p: patient.id }));
    await save(
      patient.id,
      today,
      [...markers.keys()].slice(0, 30).map((code): [string, string] => [code, '1']),
    );
    const full = await countStatements(app, () => doctor.client.query(LIST, { p: patient.id }));
    expect(full.count).toBe(empty.count);
    expect(full.count).toBeLessThanOrEqual(6);
  });

  it('answers analysisParameters with mostRecentResults in one statement per page', async () => {
    const patient = await createPatient(doctor.client);
    const day = '2026-01-15';
    await save(patient.id, day, [['TSH', '2']]);
    await doctor.client.query(PARAMETERS, { p: patient.id, first: 100 }); // the view audit of this window
    const small = await countStatements(app, () =>
      doctor.client.query(PARAMETERS, { p: patient.id, first: 5 }),
    );
    const large = await countStatements(app, () =>
      doctor.client.query(PARAMETERS, { p: patient.id, first: 50 }),
    );
    expect(large.count).toBe(small.count);
    const { analysisParameters } = await doctor.client.query<{
      analysisParameters: {
        paginatorInfo: { total: number };
        data: { code: string; mostRecentResults: unknown[] }[];
      };
    }>(PARAMETERS, { p: patient.id, first: 100 });
    expect(analysisParameters.paginatorInfo.total).toBe(markers.size);
    const tsh = analysisParameters.data.find((p) => p.code === 'TSH')!;
    expect(tsh.mostRecentResults).toEqual([
      { id: expect.any(String), valueDate: day, created_at: '2026-01-14T23:00:00.000Z' },
    ]);
    expect(analysisParameters.data.filter((p) => p.mostRecentResults.length)).toHaveLength(1);
    // Dna: the DNA area's markers, ids of their own, no unit and no blood values.
    const dna = await doctor.client.query<{
      analysisParameters: {
        data: { id: string; code: string; unit: string | null; mostRecentResults: unknown[] }[];
      };
    }>(PARAMETERS, { p: patient.id, type: 'Dna' });
    expect(dna.analysisParameters.data.length).toBeGreaterThanOrEqual(20);
    expect(dna.analysisParameters.data[0]).toMatchObject({
      id: expect.stringMatching(/^Dna-\d+$/),
      unit: null,
    });
    expect(dna.analysisParameters.data.map((p) => p.code)).toContain('MTHFR_C677T');
    expect(dna.analysisParameters.data.every((p) => p.mostRecentResults.length === 0)).toBe(true);
    // Another practice's patient: no results, nothing leaks.
    const intruder = await signedIn(app);
    const foreign = await intruder.client.query<{
      analysisParameters: { data: { mostRecentResults: unknown[] }[] };
    }>(PARAMETERS, { p: patient.id, first: 100 });
    expect(foreign.analysisParameters.data.every((p) => p.mostRecentResults.length === 0)).toBe(true);
  });

  it('answers the history newest first, 5 by default, at most 50', async () => {
    const patient = await createPatient(doctor.client);
    for (let day = 1; day <= 7; day += 1)
      await save(patient.id, `2025-01-0${day}`, [['ZINC', String(10 + day)]]);
    const { bloodMarkerHistory } = await doctor.client.query<{
      bloodMarkerHistory: { currentValue: number }[];
    }>(HISTORY, {
      p: patient.id,
      code: 'ZINC',
    });
    expect(bloodMarkerHistory.map((h) => h.currentValue)).toEqual([17, 16, 15, 14, 13]);
    const all = await doctor.client.query<{ bloodMarkerHistory: unknown[] }>(HISTORY, {
      p: patient.id,
      code: 'ZINC',
      limit: 500,
    });
    expect(all.bloodMarkerHistory).toHaveLength(7);
    const unknown = await doctor.client.query<{ bloodMarker: unknown }>(
      `query ($p: ID!) { bloodMarker(patientId: $p, code: "NOPE") { id } }`,
      { p: patient.id },
    );
    expect(unknown.bloodMarker).toBeNull();
  });

  it('audits reads of results once per viewer and patient per window', async () => {
    const patient = await createPatient(doctor.client);
    for (let i = 0; i < 3; i += 1) {
      await doctor.client.query(LIST, { p: patient.id });
      await doctor.client.query(HISTORY, { p: patient.id, code: 'ZINC' });
    }
    const rows = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ event: 'blood_results.viewed', subject_id: patient.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject_type: 'patient' });
  });
});
