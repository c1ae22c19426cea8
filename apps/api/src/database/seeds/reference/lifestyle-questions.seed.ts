import type { DataSource } from 'typeorm';
import { BiologicalSex } from '../../../modules/patients/entities/patient.entity.js';
import {
  LifestyleQuestion,
  LifestyleQuestionType,
} from '../../../modules/patients/lifestyle/lifestyle-question.entity.js';
import { LIFESTYLE_QUESTIONS } from './lifestyle-questions.data.js';

export function lifestyleQuestionRows(): Omit<LifestyleQuestion, 'id'>[] {
  return LIFESTYLE_QUESTIONS.map((question, index) => ({
    key_question: question.key,
    type: LifestyleQuestionType[question.type],
    de: question.de,
    en: question.en,
    answers: question.options.map(([value, de, en]) => ({ value, de, en })),
    only_for_sex: question.onlyForSex ? BiologicalSex.Female : null,
    show_if: question.showIf ?? null,
    sort_order: index + 1,
  }));
}

export async function seedLifestyleQuestions(dataSource: DataSource): Promise<number> {
  const rows = lifestyleQuestionRows();
  await dataSource.getRepository(LifestyleQuestion).upsert(rows, ['key_question']);
  return rows.length;
}
