import type { ReferenceRangeData } from '../../../modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import * as S from './blood-marker-sources.data.js';

/**
 * Reference ranges by sex and age, per marker code, in the marker's unit (issue 28). Ages are completed
 * years at the value's date, age_from inclusive, age_to exclusive, null open; the youngest band of each
 * marker is open downwards (the catalogue is for adults: a minor is judged by the youngest adult band,
 * see the sign-off list). optimal null: judged by the lab's range alone. A marker without rows keeps its
 * one adult range (blood-markers.data.ts). Decisions and sources: docs/decisions/results.md, issue 28.
 */
type Range = [number | null, number | null];

const row = (
  sex: ReferenceRangeData['sex'],
  [age_from, age_to]: [number | null, number | null],
  lab: Range,
  optimal: Range | null,
  sources: string[],
  needs_sign_off = false,
): ReferenceRangeData => ({ sex, age_from, age_to, lab, optimal, sources, needs_sign_off });

const ADULT: [null, null] = [null, null];
const signedOff = (sources: string[]) => [...sources, S.OPTIMAL_SIGN_OFF];

// Roche Elecsys DHEA-S, by sex and age band (µmol/l); the 15–19 band serves everyone under 20.
const DHEAS_BANDS: [number | null, number | null][] = [
  [null, 20],
  [20, 25],
  [25, 35],
  [35, 45],
  [45, 55],
  [55, 65],
  [65, 75],
  [75, null],
];
const DHEAS_FEMALE: Range[] = [
  [1.77, 9.99],
  [4.02, 11.0],
  [2.68, 9.23],
  [1.65, 9.15],
  [0.96, 6.95],
  [0.51, 5.56],
  [0.26, 6.68],
  [0.33, 4.18],
];
const DHEAS_MALE: Range[] = [
  [1.91, 13.4],
  [5.73, 13.4],
  [4.34, 12.2],
  [2.41, 11.6],
  [1.2, 8.98],
  [1.4, 8.01],
  [0.91, 6.76],
  [0.44, 3.34],
];

export const BLOOD_MARKER_RANGES: Record<string, ReferenceRangeData[]> = {
  TESTOSTERONE: [
    row(
      'male',
      [null, 50],
      [8.64, 29.0],
      [15, 25],
      signedOff([S.ROCHE_TESTOSTERONE, S.ENDOCRINE_SOCIETY_TESTOSTERONE]),
      true,
    ),
    row(
      'male',
      [50, null],
      [6.68, 25.7],
      [15, 25],
      signedOff([S.ROCHE_TESTOSTERONE, S.ENDOCRINE_SOCIETY_TESTOSTERONE]),
      true,
    ),
    row('female', [null, 50], [0.29, 1.67], null, [S.ROCHE_TESTOSTERONE]),
    row('female', [50, null], [0.101, 1.42], null, [S.ROCHE_TESTOSTERONE]),
  ],
  // The portal does not know the cycle phase: before the menopause the whole cycle's interval applies;
  // age stands in for the menopause (50–54: either), see the sign-off list.
  ESTRADIOL: [
    row('male', ADULT, [12, 136], null, [S.VERDONK_ESTRADIOL], true),
    row('female', [null, 50], [31, 2864], null, [S.VERDONK_ESTRADIOL], true),
    row('female', [50, 55], [null, 2864], null, [S.VERDONK_ESTRADIOL], true),
    row('female', [55, null], [null, 26], null, [S.VERDONK_ESTRADIOL], true),
  ],
  DHEA_S: [
    ...DHEAS_BANDS.map((band, i) => row('female', band, DHEAS_FEMALE[i], null, [S.ROCHE_DHEAS])),
    // The male values were taken from the method sheet's table without a second reading: signed off.
    ...DHEAS_BANDS.map((band, i) => row('male', band, DHEAS_MALE[i], null, [S.ROCHE_DHEAS], true)),
  ],
  HAEMOGLOBIN: [
    row('female', ADULT, [12.0, 16.0], [12.5, 15.0], signedOff([S.WHO_HAEMOGLOBIN, S.THOMAS]), true),
    row('male', ADULT, [13.0, 17.5], [14.0, 16.5], signedOff([S.WHO_HAEMOGLOBIN, S.THOMAS]), true),
  ],
  HAEMATOCRIT: [
    row('female', ADULT, [35, 47], [37, 44], signedOff([S.THOMAS]), true),
    row('male', ADULT, [40, 52], [42, 48], signedOff([S.THOMAS]), true),
  ],
  FERRITIN: [
    row('female', ADULT, [15, 150], [50, 150], signedOff([S.THOMAS, S.WHO_FERRITIN]), true),
    row('male', ADULT, [30, 400], [50, 300], signedOff([S.THOMAS, S.WHO_FERRITIN]), true),
  ],
  CREATININE: [
    row('female', ADULT, [45, 84], [50, 80], signedOff([S.ROCHE_CREATININE, S.KDIGO_CKD_2024]), true),
    row('male', ADULT, [59, 104], [65, 100], signedOff([S.ROCHE_CREATININE, S.KDIGO_CKD_2024]), true),
  ],
  // CKD-EPI 2021 already accounts for sex: one row per age band. Lab: KDIGO G1–G2 (no CKD by GFR alone).
  EGFR: [
    row('any', [null, 65], [60, null], [90, null], [S.KDIGO_CKD_2024, S.CKD_EPI_2021]),
    row('any', [65, null], [60, null], [75, null], signedOff([S.KDIGO_CKD_2024, S.DELANAYE_AGE_CKD]), true),
  ],
  URIC_ACID: [
    row('female', ADULT, [155, 357], [180, 300], signedOff([S.ROCHE_URIC_ACID, S.EULAR_GOUT]), true),
    row('male', ADULT, [208, 428], [210, 360], signedOff([S.ROCHE_URIC_ACID, S.EULAR_GOUT]), true),
  ],
  HDL: [
    row('female', ADULT, [1.2, null], [1.3, null], [S.ESC_LIPIDS, S.ALBERTI_METABOLIC_SYNDROME]),
    row('male', ADULT, [1.0, null], [1.3, null], signedOff([S.ESC_LIPIDS]), true),
  ],
  IRON: [
    row('female', ADULT, [9.0, 30.4], [12, 25], signedOff([S.ROCHE_IRON]), true),
    row('male', ADULT, [11.6, 31.3], [14, 25], signedOff([S.ROCHE_IRON]), true),
  ],
  ALT: [
    row('female', ADULT, [0, 35], [0, 25], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
    row('male', ADULT, [0, 50], [0, 30], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
  ],
  AST: [
    row('female', ADULT, [0, 35], [0, 25], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
    row('male', ADULT, [0, 50], [0, 30], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
  ],
  GGT: [
    row('female', ADULT, [0, 40], [0, 25], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
    row('male', ADULT, [0, 60], [0, 30], signedOff([S.DGKL_ENZYMES, S.IFCC_LIVER]), true),
  ],
};
