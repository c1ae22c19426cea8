import { describe, expect, it } from 'vitest';
import { type QuestionRule } from '../patients/lifestyle/questionnaire';
import { bodyMeasuresOf, heightProblem, questionnaireSubmission, weightProblem } from './bodyMeasures';

describe('heightProblem', () => {
  it('takes whole centimetres from 50 to 300', () => {
    expect(heightProblem('50')).toBeNull();
    expect(heightProblem(' 172 ')).toBeNull();
    expect(heightProblem('300')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(heightProblem('')).toBe('required');
    expect(heightProblem('1,80')).toBe('number');
    expect(heightProblem('-170')).toBe('number');
    expect(heightProblem('49')).toBe('min');
    expect(heightProblem('0')).toBe('min');
    expect(heightProblem('301')).toBe('max');
  });
});

describe('weightProblem', () => {
  it('takes kilograms from 25 to 500, with a decimal comma or point', () => {
    expect(weightProblem('25')).toBeNull();
    expect(weightProblem('68,5')).toBeNull();
    expect(weightProblem('68.5')).toBeNull();
    expect(weightProblem('500')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(weightProblem(' ')).toBe('required');
    expect(weightProblem('viel')).toBe('number');
    expect(weightProblem('24,9')).toBe('min');
    expect(weightProblem('500,1')).toBe('max');
  });
});

describe('bodyMeasuresOf', () => {
  it('starts from the record, with a German decimal comma', () => {
    expect(bodyMeasuresOf({ height: 168, weight: 62.5 })).toEqual({ height: '168', weight: '62,5' });
    expect(bodyMeasuresOf({ height: null, weight: null })).toEqual({ height: '', weight: '' });
  });
});

describe('questionnaireSubmission', () => {
  const questions: QuestionRule[] = [
    { id: 'q-goals', key_question: 'GOALS', only_for_sex: null, show_if: null },
    {
      id: 'q-skin',
      key_question: 'SKIN_TYPE',
      only_for_sex: null,
      show_if: { key_question: 'GOALS', value: 'IMPROVE_SKIN' },
    },
    { id: 'q-cycle', key_question: 'CYCLE', only_for_sex: 'Female', show_if: null },
    { id: 'q-diet', key_question: 'DIET_TYPE', only_for_sex: null, show_if: null },
    { id: 'q-sleep', key_question: 'SLEEP', only_for_sex: null, show_if: null },
  ];

  it('sends numbers and only the answered questions', () => {
    expect(
      questionnaireSubmission(
        { height: ' 181 ', weight: '80,5' },
        { 'q-goals': ['MORE_ENERGY'], 'q-diet': ['VEGAN', ' '], 'q-sleep': [] },
        questions,
        'Male',
      ),
    ).toEqual({
      height: 181,
      weight: 80.5,
      answers: [
        { question_id: 'q-goals', values: ['MORE_ENERGY'] },
        { question_id: 'q-diet', values: ['VEGAN'] },
      ],
    });
  });

  it('drops skin answers without IMPROVE_SKIN and questions for the other sex', () => {
    const answers = { 'q-goals': ['MORE_ENERGY'], 'q-skin': ['DRY'], 'q-cycle': ['REGULAR'] };
    expect(
      questionnaireSubmission({ height: '170', weight: '60' }, answers, questions, 'Male').answers,
    ).toEqual([{ question_id: 'q-goals', values: ['MORE_ENERGY'] }]);
  });

  it('keeps skin answers with IMPROVE_SKIN', () => {
    const answers = { 'q-goals': ['IMPROVE_SKIN'], 'q-skin': ['DRY'], 'q-cycle': ['REGULAR'] };
    expect(
      questionnaireSubmission({ height: '170', weight: '60' }, answers, questions, 'Female').answers,
    ).toEqual([
      { question_id: 'q-goals', values: ['IMPROVE_SKIN'] },
      { question_id: 'q-skin', values: ['DRY'] },
      { question_id: 'q-cycle', values: ['REGULAR'] },
    ]);
  });
});
