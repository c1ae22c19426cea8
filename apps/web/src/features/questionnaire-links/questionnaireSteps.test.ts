import { describe, expect, it } from 'vitest';
import { type QuestionRule } from '../patients/lifestyle/questionnaire';
import { questionnaireSteps, sectionsOf, stepKey } from './questionnaireSteps';

const question = (key: string, rule: Partial<QuestionRule> = {}): QuestionRule => ({
  id: key,
  key_question: key,
  only_for_sex: null,
  show_if: null,
  ...rule,
});
const skin = { key_question: 'GOALS', value: 'IMPROVE_SKIN' };

const questions = [
  question('GOALS'),
  question('SKIN_TYPE', { show_if: skin }),
  question('SKIN_CONCERNS', { show_if: skin }),
  question('DIET_TYPE'),
  question('DAIRY'),
  question('SMOKING'),
  question('PREGNANCY', { only_for_sex: 'Female' }),
  question('MENOPAUSE', { only_for_sex: 'Female' }),
];

describe('questionnaire steps', () => {
  it('cuts the questions into topics where a topic starts', () => {
    expect(sectionsOf(questions).map(({ section, questions: qs }) => [section, qs.map((q) => q.id)])).toEqual(
      [
        ['goals', ['GOALS']],
        ['skin', ['SKIN_TYPE', 'SKIN_CONCERNS']],
        ['diet', ['DIET_TYPE', 'DAIRY']],
        ['smokingAlcohol', ['SMOKING']],
        ['women', ['PREGNANCY', 'MENOPAUSE']],
      ],
    );
  });

  it('puts questions before any known topic into one of their own', () => {
    expect(sectionsOf([question('NEW_ONE'), question('GOALS')]).map((s) => s.section)).toEqual([
      'more',
      'goals',
    ]);
  });

  it('has the skin step only with IMPROVE_SKIN and the women step only for Female', () => {
    const keys = (answers: Record<string, string[]>, sex: 'Female' | 'Male') =>
      questionnaireSteps(questions, answers, sex).map(stepKey);
    expect(keys({}, 'Male')).toEqual(['body', 'goals', 'diet', 'smokingAlcohol', 'review']);
    expect(keys({ GOALS: ['MORE_ENERGY', 'IMPROVE_SKIN'] }, 'Female')).toEqual([
      'body',
      'goals',
      'skin',
      'diet',
      'smokingAlcohol',
      'women',
      'review',
    ]);
  });
});
