import type { EntityManager } from 'typeorm';
import { LifestyleQuestion } from './lifestyle-question.entity.js';

/** The questionnaire's questions in their order (formulas read them as inputs). */
export function lifestyleQuestions(manager: EntityManager): Promise<LifestyleQuestion[]> {
  return manager.find(LifestyleQuestion, { order: { sort_order: 'ASC', id: 'ASC' } });
}

/** The question with this key, or null. */
export function lifestyleQuestionByKey(
  manager: EntityManager,
  key: string,
): Promise<LifestyleQuestion | null> {
  return manager.findOneBy(LifestyleQuestion, { key_question: key });
}
