// The names a formula may read (docs/decisions/formulas.md, "Formulas: the language"). Catalogue codes and
// answer options are upper-case words joined by underscores, so every name is a plain identifier.

import { HEIGHT_MAX, HEIGHT_MIN, WEIGHT_MAX, WEIGHT_MIN } from '@portal/shared-types';

export type FormulaInputKind = 'age' | 'sex' | 'body' | 'blood' | 'dna' | 'answer';

// Each input's declared range: what the portal accepts for it (shared-types account rules for height and
// weight, adults only for age). The formula tool bounds a template's result over these ranges (issue 28).
export interface InputRange {
  lo: number;
  hi: number;
}

const AGE: InputRange = { lo: 18, hi: 130 };
const WEIGHT: InputRange = { lo: WEIGHT_MIN, hi: WEIGHT_MAX };
const HEIGHT: InputRange = { lo: HEIGHT_MIN, hi: HEIGHT_MAX };
const FLAG: InputRange = { lo: 0, hi: 1 };

export const PERSON_INPUTS: readonly {
  name: string;
  kind: FormulaInputKind;
  label: string;
  range: InputRange;
}[] = [
  { name: 'age', kind: 'age', label: 'Alter (Jahre)', range: AGE },
  { name: 'male', kind: 'sex', label: 'Männlich (1 oder 0)', range: FLAG },
  { name: 'female', kind: 'sex', label: 'Weiblich (1 oder 0)', range: FLAG },
  { name: 'weight', kind: 'body', label: 'Gewicht (kg)', range: WEIGHT },
  { name: 'height', kind: 'body', label: 'Größe (cm)', range: HEIGHT },
  {
    name: 'bmi',
    kind: 'body',
    label: 'BMI (kg/m²)',
    range: { lo: WEIGHT.lo / (HEIGHT.hi / 100) ** 2, hi: WEIGHT.hi / (HEIGHT.lo / 100) ** 2 },
  },
];

/** Measured values are not negative and have no upper limit. */
export const BLOOD_RANGE: InputRange = { lo: 0, hi: Infinity };
/** 0 favourable, 1 slightly unfavourable, 2 unfavourable. */
export const DNA_RANGE: InputRange = { lo: 0, hi: 2 };
export const OPTION_RANGE: InputRange = FLAG;

export const bloodInput = (code: string) => `blood_${code}`;
export const dnaInput = (code: string) => `dna_${code}`;
/** A single-choice answer: the chosen option's position (0-based). */
export const answerInput = (key: string) => `answer_${key}`;
/** Any question: 1 when the option is chosen, else 0. */
export const answerOptionInput = (key: string, option: string) => `answer_${key}_${option}`;
