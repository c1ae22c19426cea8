import type { EntityManager } from 'typeorm';
import { PatientLifestyleAnswer } from './patient-lifestyle-answer.entity.js';

/**
 * The current answers of the given patients: the newest row per question decides (DISTINCT ON uses
 * patient_lifestyle_answers_latest_index); when that row is empty the answer was cleared and the
 * question has no current answer.
 */
export async function findLatestAnswers(
  manager: EntityManager,
  patientIds: readonly string[],
): Promise<PatientLifestyleAnswer[]> {
  if (!patientIds.length) return [];
  const newest = await manager
    .getRepository(PatientLifestyleAnswer)
    .createQueryBuilder('answer')
    .distinctOn(['answer.patient_id', 'answer.question_id'])
    .where('answer.patient_id IN (:...ids)', { ids: [...patientIds] })
    .orderBy('answer.patient_id')
    .addOrderBy('answer.question_id')
    .addOrderBy('answer.id', 'DESC')
    .getMany();
  return newest.filter((answer) => answer.values.length > 0);
}
