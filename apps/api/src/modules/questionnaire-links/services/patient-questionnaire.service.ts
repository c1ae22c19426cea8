import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { UnauthenticatedError } from '../../../common/errors/app-error.js';
import { DomainEvents } from '../../../events/index.js';
import { AuditService } from '../../audit/index.js';
import {
  type AnswerInput,
  findLatestAnswers,
  LifestyleAnswersService,
  type Patient,
  patientById,
  QuestionnaireAuditEvent,
  updatePatientBody,
} from '../../patients/index.js';
import { destroyPatientSessionsOf, destroySession } from '../../sessions/session-lifecycle.js';
import { PatientQuestionnaireLink } from '../entities/patient-questionnaire-link.entity.js';
import type { PatientInfo, UpdateAuthPatientArgs } from '../inputs/patient-info.types.js';
import { isLinkOpen } from '../questionnaire-link.loader.js';
import { LifestyleAnswered, QuestionnaireBodyUpdated } from '../questionnaire-links.events.js';
import { readAll } from '../../../common/sql/read-all.js';

/**
 * The patient's side of the questionnaire: their own data (patientInfo), height and weight, and the
 * answers, which submit the link and end the questionnaire session. Every read and write is audited with
 * the patient as subject and no user (details.by = 'patient').
 */
@Injectable()
export class PatientQuestionnaire {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly answers: LifestyleAnswersService,
    private readonly events: DomainEvents,
  ) {}

  async info(viewer: PatientViewer, req: Request): Promise<PatientInfo> {
    const manager = this.dataSource.manager;
    const patient = await patientById(manager, viewer.patientId);
    await this.record(QuestionnaireAuditEvent.Viewed, viewer, req, { what: 'patientInfo' });
    return this.infoOf(manager, patient);
  }

  async updateBody(viewer: PatientViewer, args: UpdateAuthPatientArgs, req: Request): Promise<PatientInfo> {
    const patient = await this.dataSource.transaction(async (manager) => {
      await this.openLinkOf(manager, viewer);
      const { patient: found, changed } = await updatePatientBody(manager, viewer.patientId, args);
      await this.record(QuestionnaireAuditEvent.BodyUpdated, viewer, req, {}, manager);
      // Height and weight feed the formulas (as a doctor's updatePatient does): recalculated after commit.
      if (changed) await this.events.publish(manager, QuestionnaireBodyUpdated, { patientId: found.id });
      return found;
    });
    return this.infoOf(this.dataSource.manager, patient);
  }

  /**
   * Saves the answers (as the patient's: no user), submits the link and ends the patient's questionnaire
   * sessions in one transaction; its commit queues the recalculation (LifestyleAnswered). Not refused
   * while a calculation runs: the trigger queues one more that reads these answers.
   */
  async submitAnswers(viewer: PatientViewer, answers: AnswerInput[], req: Request): Promise<PatientInfo> {
    const patient = await patientById(this.dataSource.manager, viewer.patientId);
    const given = await this.answers.validate(answers, patient.biological_sex, 'answers');
    await this.dataSource.transaction(async (manager) => {
      const link = await this.openLinkOf(manager, viewer);
      await this.answers.save(manager, patient.id, given, null, { complete: true });
      await manager.update(PatientQuestionnaireLink, link.id, { submitted_at: new Date() });
      await destroyPatientSessionsOf(manager, patient.id, PatientSessionKind.Questionnaire);
      await this.record(QuestionnaireAuditEvent.Submitted, viewer, req, { answers: given.length }, manager);
      await this.events.publish(manager, LifestyleAnswered, { patientId: patient.id });
    });
    // The request's own session too, so the end of the request does not store it again.
    await destroySession(req);
    return this.infoOf(this.dataSource.manager, patient);
  }

  /** The session's link, locked, while it is open; a closed one ends what the session may do. */
  private async openLinkOf(manager: EntityManager, viewer: PatientViewer): Promise<PatientQuestionnaireLink> {
    const link = viewer.questionnaireLinkId
      ? await manager.findOne(PatientQuestionnaireLink, {
          where: { id: viewer.questionnaireLinkId, patient_id: viewer.patientId },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!link || !isLinkOpen(link)) throw new UnauthenticatedError();
    return link;
  }

  private async infoOf(manager: EntityManager, patient: Patient): Promise<PatientInfo> {
    const [link, latestAnswers] = await readAll(manager, [
      () => manager.findOneBy(PatientQuestionnaireLink, { patient_id: patient.id }),
      () => findLatestAnswers(manager, [patient.id]),
    ] as const);
    return {
      id: patient.id,
      first_name: patient.first_name,
      biological_sex: patient.biological_sex,
      weight: patient.weight,
      height: patient.height,
      date_of_birth: patient.date_of_birth,
      isLifestyleQuestionnaireAvailable: isLinkOpen(link),
      latestAnswers,
    };
  }

  private record(
    event: QuestionnaireAuditEvent,
    viewer: PatientViewer,
    req: Request,
    details: Record<string, unknown>,
    manager?: EntityManager,
  ): Promise<void> {
    return this.audit.record(
      {
        event,
        subject: { type: 'patient', id: viewer.patientId },
        details: { by: 'patient', session: viewer.kind, ...details },
        req,
      },
      manager,
    );
  }
}
