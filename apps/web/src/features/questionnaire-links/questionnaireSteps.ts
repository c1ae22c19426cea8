// The patient's questionnaire one section per step: height and weight, the lifestyle questions grouped by topic,
// then a review that sends. The questions carry no section of their own (lifestyleQuestions has key, type, order),
// so the topics are named here by the key of the question each one starts with.
import {
  type Answers,
  isQuestionVisible,
  questionIds,
  type QuestionRule,
  type Sex,
} from '../patients/lifestyle/questionnaire';

export type SectionKey =
  | 'more'
  | 'goals'
  | 'skin'
  | 'diet'
  | 'drinks'
  | 'activity'
  | 'sleepStress'
  | 'smokingAlcohol'
  | 'medication'
  | 'complaints'
  | 'women';

// The seed's order and keys (apps/api/src/database/seeds/reference/lifestyle-questions.data.ts; keys are stable,
// answers and formulas name them). A question belongs to the section of the nearest start before it; questions
// before the first start (none today) to 'more'. A question added later joins the topic it is sorted into.
const SECTION_STARTS: Readonly<Record<string, SectionKey>> = {
  GOALS: 'goals',
  SKIN_TYPE: 'skin',
  DIET_TYPE: 'diet',
  COFFEE_CUPS: 'drinks',
  ACTIVITY_LEVEL: 'activity',
  SLEEP_HOURS: 'sleepStress',
  SMOKING: 'smokingAlcohol',
  MEDICATION: 'medication',
  COMPLAINTS: 'complaints',
  PREGNANCY: 'women',
};

export interface Section<Q> {
  section: SectionKey;
  questions: Q[];
}

export type QuestionnaireStep<Q> = { kind: 'body' } | ({ kind: 'section' } & Section<Q>) | { kind: 'review' };

/** A step's name that stays the same while steps before or after it come and go (the skin step). */
export type StepKey = 'body' | 'review' | SectionKey;

export const stepKey = <Q>(step: QuestionnaireStep<Q>): StepKey =>
  step.kind === 'section' ? step.section : step.kind;

/** The questions (in the questionnaire's order) cut into their sections. */
export function sectionsOf<Q extends QuestionRule>(questions: readonly Q[]): Section<Q>[] {
  const sections: Section<Q>[] = [];
  for (const question of questions) {
    const starts = SECTION_STARTS[question.key_question];
    const current = sections.at(-1);
    if (current === undefined || (starts !== undefined && starts !== current.section))
      sections.push({ section: starts ?? 'more', questions: [question] });
    else current.questions.push(question);
  }
  return sections;
}

/**
 * The steps for these answers: a section shows only its visible questions (the doctor's rules: show_if, so the skin
 * questions only with the IMPROVE_SKIN goal, and only_for_sex), and a section without any is left out.
 */
export function questionnaireSteps<Q extends QuestionRule>(
  questions: readonly Q[],
  answers: Answers,
  sex: Sex,
): QuestionnaireStep<Q>[] {
  const ids = questionIds(questions);
  const sections = sectionsOf(questions)
    .map(({ section, questions: all }) => ({
      section,
      questions: all.filter((question) => isQuestionVisible(question, answers, ids, sex)),
    }))
    .filter((section) => section.questions.length > 0);
  return [
    { kind: 'body' },
    ...sections.map((section) => ({ kind: 'section' as const, ...section })),
    { kind: 'review' },
  ];
}
