import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import type { AnalysisParameter } from '../../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from '../../../src/modules/results/blood-analysis/entities/analysis-result-value.entity.js';
import { AnalysisResult } from '../../../src/modules/results/blood-analysis/entities/analysis-result.entity.js';
import { BloodResultsWriter } from '../../../src/modules/results/blood-analysis/services/blood-results-writer.service.js';
import { LabReport } from '../../../src/modules/lab/lab-report.entity.js';
import { bloodMarkers, bloodOrder, insertLabReport } from '../../helpers/blood-analysis.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';

describe('BloodResultsWriter.applyLabValues', () => {
  let app: INestApplication;
  let writer: BloodResultsWriter;
  let markers: Map<string, AnalysisParameter>;
  let doctor: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    writer = app.get(BloodResultsWriter);
    markers = await bloodMarkers(app);
    doctor = await signedIn(app);
  });
  afterAll(() => closeApp(app));

  const valuesOf = (patientId: string) =>
    app
      .get(DataSource)
      .getRepository(AnalysisResultValue)
      .find({ where: { patient_id: patientId }, order: { id: 'ASC' } });

  async function newTarget() {
    const patient = await createPatient(doctor.client);
    return { patient, target: await bloodOrder(app, patient.id) };
  }

  it('stores the report once with source Noi and the report id, and stamps it applied', async () => {
    const { patient, target } = await newTarget();
    const report = await insertLabReport(app, target, 1, [
      { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
      { code: 'VITAMIN_D_25OH', value: 62, unit: 'nmol/l' },
    ]);
    expect(await writer.applyLabValues(report)).toEqual({ applied: true, stored: 2, skipped: [] });
    expect(await writer.applyLabValues(report)).toEqual({ applied: false, stored: 0, skipped: [] });
    const results = await app
      .get(DataSource)
      .getRepository(AnalysisResult)
      .findBy({ patient_id: patient.id });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      source: 'Noi',
      lab_report_id: report.id,
      order_id: target.order.id,
      value_date: '2026-03-02',
    });
    expect((await valuesOf(patient.id)).map((v) => [v.value, v.source])).toEqual([
      [48.5, 'Noi'],
      [62, 'Noi'],
    ]);
    const stamped = await app.get(DataSource).getRepository(LabReport).findOneByOrFail({ id: report.id });
    expect(stamped.applied_at).not.toBeNull();
  });

  it('lets a corrected version supersede the earlier one, which is kept', async () => {
    const { patient, target } = await newTarget();
    const first = await insertLabReport(app, target, 1, [
      { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
      { code: 'ZINC', value: 12, unit: 'µmol/l' },
    ]);
    await writer.applyLabValues(first);
    const corrected = await insertLabReport(app, target, 2, [
      { code: 'FERRITIN', value: 84.5, unit: 'µg/l' },
    ]);
    await writer.applyLabValues(corrected);
    const rows = await valuesOf(patient.id);
    expect(rows).toHaveLength(3);
    const [oldFerritin, oldZinc, newFerritin] = rows;
    expect(newFerritin).toMatchObject({ value: 84.5, version: 2, superseded_at: null, deleted_at: null });
    expect(oldFerritin).toMatchObject({ value: 48.5, superseded_by: newFerritin.id, deleted_at: null });
    expect(oldFerritin.superseded_at).not.toBeNull();
    // The correction's version states every value: one it no longer lists is no longer current.
    expect(oldZinc.superseded_at).not.toBeNull();
    const { bloodMarker } = await doctor.client.query<{
      bloodMarker: { currentValue: number; currentSource: string };
    }>(`query ($p: ID!) { bloodMarker(patientId: $p, code: "FERRITIN") { currentValue currentSource } }`, {
      p: patient.id,
    });
    expect(bloodMarker).toEqual({ currentValue: 84.5, currentSource: 'Noi' });
  });

  it('keeps an earlier version applied after the correction, but not as current', async () => {
    const { patient, target } = await newTarget();
    const first = await insertLabReport(app, target, 1, [{ code: 'FERRITIN', value: 30, unit: 'µg/l' }]);
    const second = await insertLabReport(app, target, 2, [{ code: 'FERRITIN', value: 60, unit: 'µg/l' }]);
    await writer.applyLabValues(second);
    await writer.applyLabValues(first);
    const rows = await valuesOf(patient.id);
    expect(rows.map((r) => [r.value, r.superseded_at === null])).toEqual([
      [60, true],
      [30, false],
    ]);
  });

  it('skips (and audits) a value with an unknown code or unit instead of storing a wrong number', async () => {
    const { patient, target } = await newTarget();
    const report = await insertLabReport(app, target, 1, [
      { code: 'FERRITIN', value: 50, unit: 'mmol/l' },
      { code: 'NOT_A_MARKER', value: 1, unit: 'mg/l' },
      { code: 'ZINC', value: 85, unit: 'µg/dl' },
    ]);
    const applied = await writer.applyLabValues(report);
    expect(applied).toEqual({
      applied: true,
      stored: 1,
      skipped: [
        { code: 'FERRITIN', unit: 'mmol/l', why: 'unknownUnit' },
        { code: 'NOT_A_MARKER', unit: 'mg/l', why: 'unknownCode' },
      ],
    });
    expect((await valuesOf(patient.id)).map((v) => [v.value, v.reported_value, v.reported_unit])).toEqual([
      [13.0009, 85, 'µg/dl'], // 85 µg/dl ÷ 65.38 g/mol (UCUM through the molar mass)
    ]);
    const audit = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findOneByOrFail({ event: 'blood_results.lab_value_skipped', subject_id: target.order.id });
    expect(audit.details).toMatchObject({ labReportId: report.id });
  });

  // Every marker with a unit alternative: the lab's value in that unit lands in the marker's unit.
  it('converts every unit alternative of every marker', async () => {
    const withAlternatives = [...markers.values()].filter((m) => m.unit_alternatives?.length);
    expect(withAlternatives.length).toBeGreaterThanOrEqual(30);
    const cases = withAlternatives.flatMap((marker) =>
      marker.unit_alternatives!.map((alternative) => ({ marker, alternative })),
    );
    for (const { marker, alternative } of cases) {
      const { patient, target } = await newTarget();
      const report = await insertLabReport(app, target, 1, [
        { code: marker.code, value: 10, unit: alternative.unit },
      ]);
      expect(await writer.applyLabValues(report)).toMatchObject({ stored: 1 });
      const [row] = await valuesOf(patient.id);
      expect([marker.code, alternative.unit, row.value]).toEqual([
        marker.code,
        alternative.unit,
        Math.round(10 * alternative.factor * 10000) / 10000,
      ]);
      if (marker.molar_mass && alternative.unit.includes('mol') !== marker.unit!.includes('mol')) {
        // A factor through the molar mass: mass units per volume ↔ molar units per volume.
        expect(alternative.factor).toBeGreaterThan(0);
      }
    }
  });

  // Through UCUM and the molar mass (ucum-units.ts), exact where the hand-written factors were rounded to 4 digits.
  it.each([
    ['VITAMIN_D_25OH', 30, 'ng/ml', 74.88],
    ['VITAMIN_D_25OH', 30, 'ug/L', 74.88], // a UCUM code no alternative names
    ['POTASSIUM', 4.2, 'mval/l', 4.2],
    ['VITAMIN_B12', 400, 'pg/ml', 295.1224],
    ['FERRITIN', 80, 'ng/ml', 80],
    ['GLUCOSE_FASTING', 90, 'mg/dl', 4.9956],
    ['CHOLESTEROL_TOTAL', 200, 'mg/dl', 5.1726],
    ['CREATININE', 1, 'mg/dl', 88.4017],
    ['HOMOCYSTEINE', 1.5, 'mg/l', 11.0963],
    ['FERRITIN', 80, 'NG/ML', 80],
    ['ZINC', 14, 'umol/l', 14],
  ])('converts %s %p %s to %p in the marker unit', async (code, value, unit, expected) => {
    const { patient, target } = await newTarget();
    await writer.applyLabValues(await insertLabReport(app, target, 1, [{ code, value, unit }]));
    const [row] = await valuesOf(patient.id);
    expect(row.value).toBeCloseTo(expected, 3);
  });
});
