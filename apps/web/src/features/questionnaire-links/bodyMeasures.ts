import {
  type AnswerInput,
  type Answers,
  answersPayload,
  hiddenQuestionIds,
  type QuestionRule,
  type Sex,
} from '../patients/lifestyle/questionnaire';

// The questionnaire's own bounds (spec sections 5 and 9), stricter than the doctor's patient form.
export const QUESTIONNAIRE_HEIGHT_MIN = 50;
export const QUESTIONNAIRE_HEIGHT_MAX = 300;
export const QUESTIONNAIRE_WEIGHT_MIN = 25;
export const QUESTIONNAIRE_WEIGHT_MAX = 500;

export type MeasureProblem = 'required' | 'number' | 'min' | 'max';

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

function check(text: string, pattern: RegExp, min: number, max: number): MeasureProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!pattern.test(value)) return 'number';
  const number = Number(value.replace(',', '.'));
  if (number < min) return 'min';
  return number > max ? 'max' : null;
}

/** Height in whole centimetres (the API takes an Int). */
export const heightProblem = (text: string) =>
  check(text, WHOLE_NUMBER, QUESTIONNAIRE_HEIGHT_MIN, QUESTIONNAIRE_HEIGHT_MAX);

/** Weight in kilograms; a German decimal comma is fine. */
export const weightProblem = (text: string) =>
  check(text, DECIMAL, QUESTIONNAIRE_WEIGHT_MIN, QUESTIONNAIRE_WEIGHT_MAX);

export interface BodyMeasuresForm {
  height: string;
  weight: string;
}

export const bodyMeasuresValid = (form: BodyMeasuresForm): boolean =>
  heightProblem(form.height) === null && weightProblem(form.weight) === null;

/** The form's start: what the practice has on record. */
export const bodyMeasuresOf = (patient: {
  height?: number | null;
  weight?: number | null;
}): BodyMeasuresForm => ({
  height: patient.height == null ? '' : String(patient.height),
  weight: patient.weight == null ? '' : String(patient.weight).replace('.', ','),
});

export interface QuestionnaireSubmission {
  height: number;
  weight: number;
  /** Only questions with answers, and none of the questions hidden by the answers given. */
  answers: AnswerInput[];
}

/** What the two save calls send, from valid form values and the questions seen (the doctor's rules apply). */
export function questionnaireSubmission(
  form: BodyMeasuresForm,
  answers: Answers,
  questions: readonly QuestionRule[],
  sex: Sex,
): QuestionnaireSubmission {
  return {
    height: Number(form.height.trim()),
    weight: Number(form.weight.trim().replace(',', '.')),
    answers: answersPayload(answers, hiddenQuestionIds(questions, answers, sex)),
  };
}
