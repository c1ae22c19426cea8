import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LoaderRegistry } from '../../../common/dataloader/loader-registry.js';
import { paginate } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { PatientViewer } from '../../../common/auth/patient-viewer.js';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { AuditService } from '../../audit/index.js';
import { QuestionnaireAuditEvent } from './questionnaire-audit-events.js';
import type { Request } from 'express';
import type { BiologicalSex } from '../entities/patient.entity.js';
import { PatientLoader } from '../patient.loader.js';
import { PatientQueries } from '../services/patient-queries.service.js';
import { LifestyleQuestion } from './lifestyle-question.entity.js';
import type { PatientLifestyleAnswer } from './patient-lifestyle-answer.entity.js';
import { SortOrder } from '@portal/shared-types';

export const QUESTIONS_PER_PAGE = 25;

@Injectable()
export class LifestyleQuestionsService {
  constructor(
    @InjectRepository(LifestyleQuestion) private readonly questions: Repository<LifestyleQuestion>,
    private readonly patients: PatientQueries,
    private readonly loader: PatientLoader,
    private readonly audit: AuditService,
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

  /** The current answers of a patient the viewer may see. */
  async latestAnswers(
    viewer: Viewer,
    loaders: LoaderRegistry,
    patientId: string,
  ): Promise<PatientLifestyleAnswer[]> {
    const patient = await this.patients.find(viewer, patientId);
    return this.loader.latestAnswers(loaders, patient.id);
  }

  /** A patient session's own current answers: another patient's id is not found. The read is audited. */
  async ownAnswers(
    patient: PatientViewer,
    loaders: LoaderRegistry,
    patientId: string,
    req: Request,
  ): Promise<PatientLifestyleAnswer[]> {
    if (patientId !== patient.patientId) throw new NotFoundError('Patient');
    await this.audit.record({
      event: QuestionnaireAuditEvent.Viewed,
      subject: { type: 'patient', id: patient.patientId },
      details: { by: 'patient', session: patient.kind, what: 'patientLifestyleAnswers' },
      req,
    });
    return this.loader.latestAnswers(loaders, patient.patientId);
  }
}
