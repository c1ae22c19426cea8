import { Injectable } from '@nestjs/common';
import { translationOf } from '@portal/i18n';
import { isRowId } from '@portal/shared-types';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { ValidationError } from '../../../common/errors/app-error.js';
import type { BiologicalSex } from '../entities/patient.entity.js';
import type { AnswerInput } from '../inputs/patients.types.js';
import { findLatestAnswers } from './latest-answers.js';
import { LifestyleQuestion, LifestyleQuestionType } from './lifestyle-question.entity.js';
import { PatientLifestyleAnswer } from './patient-lifestyle-answer.entity.js';

// The German texts of the answer checks (`patients.answers` in @portal/i18n), as the API sends them.
export const ANSWER_MESSAGES = translationOf('de').patients.answers;

/** Checks answers against the questionnaire and stores them as new history rows. */
@Injectable()
export class LifestyleAnswersService {
  constructor(
    @InjectRepository(LifestyleQuestion) private readonly questions: Repository<LifestyleQuestion>,
  ) {}

  /**
   * Empty answers are dropped (spec: only answered questions are submitted). Every other answer must
   * name a known question, allowed values, one value for Single questions, and apply to the patient
   * (sex-specific questions, skin questions only when a goal asks for them).
   */
  async validate(answers: AnswerInput[], sex: BiologicalSex, path: string): Promise<AnswerInput[]> {
    const given = answers
      .map((a) => ({
        question_id: a.question_id,
        values: [...new Set(a.values.map((v) => v.trim()).filter(Boolean))],
      }))
      .filter((a) => a.values.length);
    if (!given.length) return [];
    const ids = [...new Set(given.map((a) => a.question_id))];
    const known = ids.every(isRowId) ? await this.questions.findBy({ id: In(ids) }) : [];
    const byId = new Map(known.map((q) => [q.id, q] as const));
    const valuesByKey = new Map(
      given.flatMap((a) =>
        byId.get(a.question_id) ? [[byId.get(a.question_id)!.key_question, a.values] as const] : [],
      ),
    );
    const problems: Record<string, string[]> = {};
    given.forEach((answer, index) => {
      const question = byId.get(answer.question_id);
      const at = `${path}.${index}`;
      if (!question) return void (problems[`${at}.question_id`] = [ANSWER_MESSAGES.unknownQuestion]);
      const allowed = new Set(question.answers.map((o) => o.value));
      if (answer.values.some((v) => !allowed.has(v)))
        problems[`${at}.values`] = [ANSWER_MESSAGES.unknownValue];
      else if (question.type === LifestyleQuestionType.Single && answer.values.length !== 1)
        problems[`${at}.values`] = [ANSWER_MESSAGES.single];
      const wrongSex = question.only_for_sex !== null && question.only_for_sex !== sex;
      const conditionUnmet =
        question.show_if !== null &&
        !(valuesByKey.get(question.show_if.key_question) ?? []).includes(question.show_if.value);
      if (wrongSex || conditionUnmet) problems[`${at}.question_id`] = [ANSWER_MESSAGES.notApplicable];
    });
    if (Object.keys(problems).length) throw new ValidationError(problems);
    return given;
  }

  /**
   * Stores the answers as new history rows. With `complete`, the answers are the patient's whole
   * questionnaire: every question that has a current answer but is not among them (unanswered, or
   * hidden by a deselected condition) gets an empty row, which clears it.
   */
  async save(
    manager: EntityManager,
    patientId: string,
    answers: AnswerInput[],
    userId: string | null,
    { complete = false }: { complete?: boolean } = {},
  ): Promise<void> {
    const given = new Set(answers.map((a) => a.question_id));
    const cleared = complete
      ? (await findLatestAnswers(manager, [patientId]))
          .filter((current) => !given.has(current.question_id))
          .map((current) => ({ question_id: current.question_id, values: [] as string[] }))
      : [];
    const rows = [...answers, ...cleared];
    if (!rows.length) return;
    await manager.insert(
      PatientLifestyleAnswer,
      rows.map((a) => ({
        patient_id: patientId,
        question_id: a.question_id,
        values: a.values,
        answered_by_user_id: userId,
      })),
    );
  }
}
