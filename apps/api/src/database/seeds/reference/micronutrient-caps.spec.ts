import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { doseCap } from '../../../modules/results/micronutrients/dose-cap.js';
import { MICRONUTRIENT_CAPS } from './micronutrient-caps.data.js';
import { micronutrientRows } from './micronutrients.seed.js';

const rows = micronutrientRows();
const decisions = readFileSync(
  join(import.meta.dirname, '../../../../../../docs/decisions/results.md'),
  'utf8',
);

describe('the dose caps', () => {
  it('has the safety facts of every seeded micronutrient, and none of another', () => {
    expect(Object.keys(MICRONUTRIENT_CAPS).sort()).toEqual(rows.map((row) => row.code).sort());
  });

  // The table cannot drift from the seeded maxima: each is recomputed here from the facts alone.
  it.each(rows.map((row) => [row.code, row] as const))(
    '%s: the seeded maximum is the upper level minus the dietary intake, or a lower stated limit',
    (code, row) => {
      const { upperLevel, dietaryIntake, prescriptionLimit, sources } = MICRONUTRIENT_CAPS[code];
      const fromUpperLevel = !upperLevel
        ? Infinity
        : upperLevel.scope === 'total'
          ? upperLevel.value - dietaryIntake!.value
          : upperLevel.value;
      expect(row.max_value).toBeCloseTo(Math.min(fromUpperLevel, prescriptionLimit?.value ?? Infinity), 2);
      expect(row.max_value).toBe(doseCap(MICRONUTRIENT_CAPS[code]));
      // What the app shows beside the maximum.
      expect(row.upper_level).toBe(upperLevel?.value ?? null);
      expect(row.upper_level_scope).toBe(upperLevel?.scope ?? null);
      expect(row.dietary_intake).toBe(upperLevel?.scope === 'total' ? dietaryIntake!.value : null);
      expect(row.cap_basis).toMatch(/^Höchstdosis /);
      // A total-intake upper level needs the intake it is reduced by; every fact has a source.
      if (upperLevel?.scope === 'total') expect(dietaryIntake?.source).toBeTruthy();
      if (upperLevel) expect(upperLevel.source).toBeTruthy();
      if (!upperLevel) expect(prescriptionLimit?.reason).toBeTruthy();
      expect(sources.length).toBeGreaterThan(0);
    },
  );

  it('gives the caps named in issue 28 as upper level minus intake, below the old whole-diet maxima', () => {
    const max = (code: string) => rows.find((row) => row.code === code)!.max_value;
    expect(max('ZINC')).toBe(25 - 12);
    expect(max('VITAMIN_B6')).toBe(12 - 2);
    expect(max('COPPER')).toBe(5 - 1.5);
    expect(max('VITAMIN_D3')).toBe(4000 - 2.9 * 40);
  });

  it('takes supplement-only upper levels as they are: magnesium salts and folic acid/5-MTHF', () => {
    for (const code of ['MAGNESIUM', 'FOLATE']) {
      expect(MICRONUTRIENT_CAPS[code].upperLevel?.scope).toBe('supplements');
      const row = rows.find((r) => r.code === code)!;
      expect(row.max_value).toBe(MICRONUTRIENT_CAPS[code].upperLevel!.value);
      expect(row.cap_basis).toContain('nur für Nahrungsergänzungsmittel');
    }
  });

  it('lists every cap with its sources in the decisions', () => {
    for (const row of rows) {
      const section = decisions.split(/^### /m).find((part) => part.startsWith(`${row.code} `));
      expect([row.code, section !== undefined]).toEqual([row.code, true]);
      expect(section).toContain(`${row.max_value.toLocaleString('en-US')} ${row.unit}`);
      for (const source of MICRONUTRIENT_CAPS[row.code].sources) expect(section).toContain(source);
    }
  });
});

describe('doseCap', () => {
  const upper = (value: number, scope: 'total' | 'supplements') => ({ value, scope, source: 's' });
  it('subtracts the intake from a total-intake upper level and keeps a lower prescription limit', () => {
    expect(
      doseCap({
        upperLevel: upper(25, 'total'),
        dietaryIntake: { value: 12, source: 's' },
        prescriptionLimit: null,
      }),
    ).toBe(13);
    expect(
      doseCap({
        upperLevel: upper(250, 'supplements'),
        dietaryIntake: { value: 300, source: 's' },
        prescriptionLimit: null,
      }),
    ).toBe(250);
    expect(
      doseCap({
        upperLevel: upper(600, 'total'),
        dietaryIntake: { value: 120, source: 's' },
        prescriptionLimit: { value: 200, reason: 'r' },
      }),
    ).toBe(200);
    expect(
      doseCap({ upperLevel: null, dietaryIntake: null, prescriptionLimit: { value: 50, reason: 'r' } }),
    ).toBe(50);
  });

  it('refuses facts that give no cap or no positive one', () => {
    expect(() => doseCap({ upperLevel: null, dietaryIntake: null, prescriptionLimit: null })).toThrow();
    expect(() =>
      doseCap({ upperLevel: upper(25, 'total'), dietaryIntake: null, prescriptionLimit: null }),
    ).toThrow();
    expect(() =>
      doseCap({
        upperLevel: upper(5, 'total'),
        dietaryIntake: { value: 6, source: 's' },
        prescriptionLimit: null,
      }),
    ).toThrow();
  });
});
