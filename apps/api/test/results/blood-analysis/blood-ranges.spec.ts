import type { INestApplication } from '@nestjs/common';
import type { AnalysisParameter } from '../../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { TestClient } from '../../helpers/client.js';
import { bloodMarkers } from '../../helpers/blood-analysis.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

const SAVE = `mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  saveBloodResults(patientId: $patientId, date: $date, values: $values) { id
    values { currentValue value_text referenceRange { sex ageFrom ageTo lab_min_value } } } }`;
const RANGE =
  'referenceRange { date sex ageFrom ageTo lab_min_value lab_max_value min_optimal_value max_optimal_value sources needsSignOff }';
const FIELDS = `code currentValue value_text currentValueColor min_optimal_value max_optimal_value lab_min_value lab_max_value
  valueIntervals { intervals { value color } } ${RANGE}`;
const LIST = `query ($p: ID!) { bloodAnalysisList(patientId: $p) { ${FIELDS} } }`;
const MARKER = `query ($p: ID!, $code: String!) { bloodMarker(patientId: $p, code: $code) { ${FIELDS} } }`;
const HISTORY = `query ($p: ID!, $code: String!) { bloodMarkerHistory(patientId: $p, code: $code) {
  currentValue valueDate value_text value_color ${RANGE} } }`;

interface Range {
  date: string;
  sex: string | null;
  ageFrom: number | null;
  ageTo: number | null;
  lab_min_value: number | null;
  lab_max_value: number | null;
  sources: string[];
  needsSignOff: boolean;
}
type Marker = {
  code: string;
  value_text: string | null;
  currentValueColor: string | null;
  referenceRange: Range;
};
type HistoryEntry = {
  currentValue: number;
  valueDate: string;
  value_text: string;
  value_color: string;
  referenceRange: Range;
};

const GREEN = '#238551';
const RED = '#CD4246';

describe('blood values judged by the patient’s range (sex and age at the value’s date)', () => {
  let app: INestApplication;
  let markers: Map<string, AnalysisParameter>;
  let doctor: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    markers = await bloodMarkers(app);
    doctor = await signedIn(app);
  });
  afterAll(() => closeApp(app));

  const save = (patientId: string, date: string, values: [string, string][]) =>
    doctor.client.query<{ saveBloodResults: { values: { value_text: string; referenceRange: Range }[] } }>(
      SAVE,
      {
        patientId,
        date,
        values: values.map(([code, value]) => ({ analysisParameterId: markers.get(code)!.id, value })),
      },
    );
  const woman = () => createPatient(doctor.client, { date_of_birth: '1985-04-12' });
  const man = () =>
    createPatient(doctor.client, {
      salutation: 'male',
      first_name: 'Paul',
      biological_sex: 'Male',
      date_of_birth: '1985-04-12',
    });

  it("shows a woman's testosterone of 1.2 nmol/l in range (green) and a man's as too low, on list and detail", async () => {
    const [her, him] = [await woman(), await man()];
    const [savedHer] = (await save(her.id, '2025-03-01', [['TESTOSTERONE', '1.2']])).saveBloodResults.values;
    expect(savedHer).toMatchObject({ value_text: 'Optimal', referenceRange: { sex: 'female', ageTo: 50 } });
    await save(him.id, '2025-03-01', [['TESTOSTERONE', '1.2']]);

    const list = async (patientId: string) =>
      (
        await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, { p: patientId })
      ).bloodAnalysisList.find((m) => m.code === 'TESTOSTERONE')!;
    const detail = async (patientId: string) =>
      (await doctor.client.query<{ bloodMarker: Marker }>(MARKER, { p: patientId, code: 'TESTOSTERONE' }))
        .bloodMarker;

    for (const marker of [await list(her.id), await detail(her.id)])
      expect(marker).toMatchObject({
        value_text: 'Optimal',
        currentValueColor: GREEN,
        lab_min_value: 0.29,
        lab_max_value: 1.67,
        min_optimal_value: 0.29,
        max_optimal_value: 1.67,
        valueIntervals: {
          intervals: [{ value: 0.29, color: RED }, { value: 1.67, color: GREEN }, { color: RED }],
        },
        referenceRange: { date: '2025-03-01', sex: 'female', ageFrom: null, ageTo: 50, needsSignOff: false },
      });
    expect((await detail(her.id)).referenceRange.sources.join(' ')).toContain('Elecsys Testosterone II');

    for (const marker of [await list(him.id), await detail(him.id)])
      expect(marker).toMatchObject({
        value_text: 'Zu niedrig',
        currentValueColor: RED,
        lab_min_value: 8.64,
        lab_max_value: 29,
        min_optimal_value: 15,
        max_optimal_value: 25,
        referenceRange: { sex: 'male', ageTo: 50, needsSignOff: true },
      });
  });

  it("judges each value of the history by the range at its own date, the marker by its current value's date", async () => {
    // Her 50th birthday is 1 June 2025: 1.5 nmol/l is in range the day before, too high from that day on.
    const patient = await createPatient(doctor.client, { date_of_birth: '1975-06-01' });
    await save(patient.id, '2025-05-31', [['TESTOSTERONE', '1.5']]);
    await save(patient.id, '2025-06-01', [['TESTOSTERONE', '1.5']]);
    const { bloodMarkerHistory } = await doctor.client.query<{ bloodMarkerHistory: HistoryEntry[] }>(
      HISTORY,
      {
        p: patient.id,
        code: 'TESTOSTERONE',
      },
    );
    expect(bloodMarkerHistory).toMatchObject([
      {
        valueDate: '2025-06-01',
        value_text: 'Zu hoch',
        value_color: RED,
        referenceRange: { ageFrom: 50, lab_max_value: 1.42 },
      },
      {
        valueDate: '2025-05-31',
        value_text: 'Optimal',
        value_color: GREEN,
        referenceRange: { ageTo: 50, lab_max_value: 1.67 },
      },
    ]);
    const { bloodMarker } = await doctor.client.query<{ bloodMarker: Marker }>(MARKER, {
      p: patient.id,
      code: 'TESTOSTERONE',
    });
    expect(bloodMarker).toMatchObject({
      value_text: 'Zu hoch',
      referenceRange: { date: '2025-06-01', ageFrom: 50 },
    });
  });

  it("shows a marker without a value in the patient's range today, and a marker without rows in its one adult range", async () => {
    const patient = await man();
    const { bloodAnalysisList } = await doctor.client.query<{ bloodAnalysisList: Marker[] }>(LIST, {
      p: patient.id,
    });
    const byCode = new Map(bloodAnalysisList.map((m) => [m.code, m]));
    expect(byCode.get('HAEMOGLOBIN')).toMatchObject({
      lab_min_value: 13,
      value_text: null,
      referenceRange: { sex: 'male' },
    });
    expect(byCode.get('VITAMIN_D_25OH')).toMatchObject({
      lab_min_value: 50,
      referenceRange: { sex: null, ageFrom: null },
    });
    expect(byCode.get('VITAMIN_D_25OH')!.referenceRange.sources.length).toBeGreaterThan(0);
  });

  it("gives each marker's codes for other software: its LOINC codes and its unit as a UCUM code (issue 36)", async () => {
    const patient = await man();
    const { bloodMarker } = await doctor.client.query<{
      bloodMarker: { ucumUnit: string | null; loincCodes: string[] };
    }>(
      `query ($p: ID!, $code: String!) { bloodMarker(patientId: $p, code: $code) { ucumUnit loincCodes } }`,
      {
        p: patient.id,
        code: 'GLUCOSE_FASTING',
      },
    );
    // Fasting glucose in mmol/l (14771-0), and the mass code labs reporting mg/dl use (1558-6).
    expect(bloodMarker).toEqual({ ucumUnit: 'mmol/L', loincCodes: ['14771-0', '1558-6'] });
  });

  it('keeps the ranges behind the access checks: another practice gets "not found", anonymous callers nothing', async () => {
    const patient = await woman();
    await save(patient.id, '2025-03-01', [['TESTOSTERONE', '1.2']]);
    const intruder = await signedIn(app);
    const anonymous = new TestClient(app);
    for (const client of [intruder.client, anonymous]) {
      const results = await Promise.all([
        client.graphql(LIST, { p: patient.id }),
        client.graphql(MARKER, { p: patient.id, code: 'TESTOSTERONE' }),
        client.graphql(HISTORY, { p: patient.id, code: 'TESTOSTERONE' }),
      ]);
      for (const result of results) {
        expect(
          result.data?.bloodAnalysisList ??
            result.data?.bloodMarker ??
            result.data?.bloodMarkerHistory ??
            null,
        ).toBeNull();
        if (client === anonymous) expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
        else expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    const bad = await doctor.client.graphql(MARKER, { p: 'not-an-id', code: 'TESTOSTERONE' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
  });
});
