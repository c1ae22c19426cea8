// The names a formula may read (docs/decisions.md, "Formulas: the language"). Catalogue codes and
// answer options are upper-case words joined by underscores, so every name is a plain identifier.

export type FormulaInputKind = 'age' | 'sex' | 'body' | 'blood' | 'dna' | 'answer';

export const PERSON_INPUTS: readonly { name: string; kind: FormulaInputKind; label: string }[] = [
  { name: 'age', kind: 'age', label: 'Alter (Jahre)' },
  { name: 'male', kind: 'sex', label: 'Männlich (1 oder 0)' },
  { name: 'female', kind: 'sex', label: 'Weiblich (1 oder 0)' },
  { name: 'weight', kind: 'body', label: 'Gewicht (kg)' },
  { name: 'height', kind: 'body', label: 'Größe (cm)' },
  { name: 'bmi', kind: 'body', label: 'BMI (kg/m²)' },
];

export const bloodInput = (code: string) => `blood_${code}`;
export const dnaInput = (code: string) => `dna_${code}`;
/** A single-choice answer: the chosen option's position (0-based). */
export const answerInput = (key: string) => `answer_${key}`;
/** Any question: 1 when the option is chosen, else 0. */
export const answerOptionInput = (key: string, option: string) => `answer_${key}_${option}`;
