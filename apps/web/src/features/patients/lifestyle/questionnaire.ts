// The questionnaire's client-side rules: which questions show, and what is sent.
import { enumValues, type KnownValue } from '../../../relay/enumValues';
import { type BiologicalSex } from './__generated__/QuestionPageQuery.graphql';

export type Sex = KnownValue<BiologicalSex>;

/** The schema's BiologicalSex values, in the order the forms offer them. */
export const SEXES = enumValues<Sex>({ Female: true, Male: true });

/** Relay's enums allow values added later; anything but Female counts as Male here. */
export const asSex = (value: string): Sex => (value === 'Female' ? 'Female' : 'Male');

export interface QuestionRule {
  readonly id: string;
  readonly key_question: string;
  readonly only_for_sex: string | null | undefined;
  readonly show_if: { readonly key_question: string; readonly value: string } | null | undefined;
}

/** Answer values by question id. */
export type Answers = Record<string, readonly string[]>;

/** Question ids by key, for the questions loaded so far (show_if names a key, answers name an id). */
export type QuestionIds = Record<string, string>;

export function isQuestionVisible(
  question: QuestionRule,
  answers: Answers,
  ids: QuestionIds,
  sex: Sex,
): boolean {
  if (question.only_for_sex && question.only_for_sex !== sex) return false;
  if (!question.show_if) return true;
  const dependsOn = ids[question.show_if.key_question];
  return dependsOn !== undefined && (answers[dependsOn] ?? []).includes(question.show_if.value);
}

export interface AnswerInput {
  question_id: string;
  values: string[];
}

/**
 * The answers the server gets: empty values are dropped, and only questions with answers are sent. Answers to
 * questions that are hidden now (a skin question after IMPROVE_SKIN was deselected) are dropped too.
 */
export function answersPayload(answers: Answers, hidden: ReadonlySet<string> = new Set()): AnswerInput[] {
  return Object.entries(answers)
    .filter(([questionId]) => !hidden.has(questionId))
    .map(([questionId, values]) => ({
      question_id: questionId,
      values: values.filter((value) => value.trim() !== ''),
    }))
    .filter((answer) => answer.values.length > 0);
}

/** Ids of the known questions that are hidden with these answers. */
export function hiddenQuestionIds(
  questions: readonly QuestionRule[],
  answers: Answers,
  sex: Sex,
): Set<string> {
  const ids = questionIds(questions);
  return new Set(questions.filter((q) => !isQuestionVisible(q, answers, ids, sex)).map((q) => q.id));
}

export const questionIds = (questions: readonly QuestionRule[]): QuestionIds =>
  Object.fromEntries(questions.map((question) => [question.key_question, question.id]));
