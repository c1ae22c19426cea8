import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginate } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import { SortOrder } from '../../../common/pagination/sort-order.js';
import type { Viewer } from '../../auth/viewer.js';
import type { BiologicalSex } from '../entities/patient.entity.js';
import { PatientsService } from '../patients.service.js';
import { LifestyleQuestion } from './lifestyle-question.entity.js';
import { PatientLifestyleAnswer } from './patient-lifestyle-answer.entity.js';

export const QUESTIONS_PER_PAGE = 25;

@Injectable()
export class LifestyleQuestionsService {
  constructor(
    @InjectRepository(LifestyleQuestion) private readonly questions: Repository<LifestyleQuestion>,
    @InjectRepository(PatientLifestyleAnswer) private readonly answers: Repository<PatientLifestyleAnswer>,
    private readonly patients: PatientsService,
  ) {}

  page(sex: BiologicalSex | null, page: number): Promise<Page<LifestyleQuestion>> {
    const query = this.questions.createQueryBuilder('question');
    if (sex) query.where('(question.only_for_sex IS NULL OR question.only_for_sex = :sex)', { sex });
    else query.where('question.only_for_sex IS NULL');
    return paginate(
      query,
      { first: QUESTIONS_PER_PAGE, page },
      {
        columns: { SORT: 'question.sort_order' },
        defaultOrder: [{ column: 'SORT', order: SortOrder.ASC }],
        tieBreaker: 'question.id',
      },
    );
  }

  async latestAnswers(viewer: Viewer, patientId: string): Promise<PatientLifestyleAnswer[]> {
    const patient = await this.patients.find(viewer, patientId);
    return this.answers
      .createQueryBuilder('answer')
      .distinctOn(['answer.question_id'])
      .where('answer.patient_id = :id', { id: patient.id })
      .orderBy('answer.question_id')
      .addOrderBy('answer.id', 'DESC')
      .getMany();
  }
}
