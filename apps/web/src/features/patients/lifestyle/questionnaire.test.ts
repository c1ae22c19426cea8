import { describe, expect, it } from 'vitest';
import {
  answersPayload,
  hiddenQuestionIds,
  isQuestionVisible,
  type QuestionRule,
  questionIds,
} from './questionnaire';

const goals: QuestionRule = { id: '1', key_question: 'GOALS', only_for_sex: null, show_if: null };
const skinType: QuestionRule = {
  id: '2',
  key_question: 'SKIN_TYPE',
  only_for_sex: null,
  show_if: { key_question: 'GOALS', value: 'IMPROVE_SKIN' },
};
const cycle: QuestionRule = { id: '3', key_question: 'CYCLE', only_for_sex: 'Female', show_if: null };
const questions = [goals, skinType, cycle];
const ids = questionIds(questions);

describe('question visibility', () => {
  it('shows skin questions only when the goals include IMPROVE_SKIN', () => {
    expect(isQuestionVisible(skinType, {}, ids, 'Male')).toBe(false);
    expect(isQuestionVisible(skinType, { 1: ['MORE_ENERGY'] }, ids, 'Male')).toBe(false);
    expect(isQuestionVisible(skinType, { 1: ['MORE_ENERGY', 'IMPROVE_SKIN'] }, ids, 'Male')).toBe(true);
  });

  it('shows female-only questions only for Female', () => {
    expect(isQuestionVisible(cycle, {}, ids, 'Female')).toBe(true);
    expect(isQuestionVisible(cycle, {}, ids, 'Male')).toBe(false);
    expect(isQuestionVisible(goals, {}, ids, 'Male')).toBe(true);
  });

  it('lists hidden questions', () => {
    expect([...hiddenQuestionIds(questions, {}, 'Male')].sort()).toEqual(['2', '3']);
  });
});

describe('answers payload', () => {
  it('drops empty values and questions without answers', () => {
    expect(answersPayload({ 1: ['IMPROVE_SKIN', ''], 2: [], 3: [' '], 4: ['YES'] })).toEqual([
      { question_id: '1', values: ['IMPROVE_SKIN'] },
      { question_id: '4', values: ['YES'] },
    ]);
  });

  it('drops answers of hidden questions', () => {
    expect(answersPayload({ 1: ['MORE_ENERGY'], 2: ['DRY'] }, new Set(['2']))).toEqual([
      { question_id: '1', values: ['MORE_ENERGY'] },
    ]);
  });
});
