import type { EntityManager } from 'typeorm';
import { interpretMarker } from '../../results/dna-analysis/catalogue/dna-interpretation.js';
import { currentGenotypes } from '../../results/dna-analysis/services/patient-genotypes.service.js';
import {
  BiologicalSex,
  findLatestAnswers,
  LifestyleQuestionType,
  type Patient,
} from '../../patients/index.js';
import type { FormulaInputCatalogue } from './formula-input-catalogue.service.js';
import { answerInput, answerOptionInput, bloodInput, dnaInput } from './formula-input-names.js';
import { readAll } from '../../../common/sql/read-all.js';

const DAY_MS = 86_400_000;
/** Spec: patients under 18 × 365 days get no micronutrient recommendation. */
export const ADULT_AGE_DAYS = 18 * 365;

export const ageInDays = (dateOfBirth: string, now: Date) =>
  Math.floor((now.getTime() - Date.parse(`${dateOfBirth}T00:00:00Z`)) / DAY_MS);

const DNA_SCORE = { good: 0, medium: 1, bad: 2 } as const;

// The current value per blood marker: the newest date, then the newest row (index analysis_result_values_current_index).
const CURRENT_BLOOD_SQL = `
  SELECT DISTINCT ON (v.parameter_id) p.code, v.value::float8 AS value
  FROM analysis_result_values v JOIN analysis_parameters p ON p.id = v.parameter_id
  WHERE v.patient_id = $1 AND v.superseded_at IS NULL AND v.deleted_at IS NULL
  ORDER BY v.parameter_id, v.value_date DESC, v.id DESC`;

/**
 * The numbers a formula sees for one patient: person, current blood values, genotype scores and the
 * current answers. Inputs the patient has no value for are absent (the engine reads them as NaN).
 */
export async function patientFormulaScope(
  manager: EntityManager,
  patient: Patient,
  now: Date,
  { dnaMarkers: markers, questions }: Pick<FormulaInputCatalogue, 'dnaMarkers' | 'questions'>,
): Promise<Map<string, number>> {
  const scope = new Map<string, number>();
  scope.set('age', ageInDays(patient.date_of_birth, now) / 365.25);
  scope.set('male', patient.biological_sex === BiologicalSex.Male ? 1 : 0);
  scope.set('female', patient.biological_sex === BiologicalSex.Female ? 1 : 0);
  const weight = Number(patient.weight);
  const height = Number(patient.height);
  if (weight > 0) scope.set('weight', weight);
  if (height > 0) scope.set('height', height);
  if (weight > 0 && height > 0) scope.set('bmi', weight / (height / 100) ** 2);

  const [blood, { calls }, answers] = await readAll(manager, [
    () => manager.query<{ code: string; value: number }[]>(CURRENT_BLOOD_SQL, [patient.id]),
    () => currentGenotypes(manager, patient.id),
    () => findLatestAnswers(manager, [patient.id]),
  ] as const);
  for (const row of blood) scope.set(bloodInput(row.code), Number(row.value));

  if (calls.length)
    for (const marker of markers) {
      const reading = interpretMarker(marker.content, calls);
      if (reading) scope.set(dnaInput(marker.code), DNA_SCORE[reading.level]);
    }

  const answered = new Map(answers.map((answer) => [answer.question_id, answer.values]));
  for (const question of questions) {
    const values = answered.get(question.id);
    // Unanswered: the option flags are 0 (not chosen), the single-choice position is missing.
    for (const option of question.answers)
      scope.set(
        answerOptionInput(question.key_question, option.value),
        values?.includes(option.value) ? 1 : 0,
      );
    if (question.type === LifestyleQuestionType.Single && values?.length) {
      const position = question.answers.findIndex((option) => option.value === values[0]);
      if (position >= 0) scope.set(answerInput(question.key_question), position);
    }
  }
  return scope;
}
