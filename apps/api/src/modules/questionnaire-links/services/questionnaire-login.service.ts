import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { parseDateInput } from '@portal/shared-types';
import { PatientSessionKind } from '../../../common/auth/patient-viewer.js';
import { ForbiddenError, ValidationError } from '../../../common/errors/app-error.js';
import { CommonError } from '../../../common/errors/common.errors.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AuditService } from '../../audit/index.js';
import { PatientAccountsError } from '../../patient-accounts/patient-accounts.errors.js';
import { startPatientSession } from '../../sessions/session-lifecycle.js';
import { PatientQuestionnaireLink } from '../entities/patient-questionnaire-link.entity.js';
import type { QuestionnaireLoginBody } from '../inputs/questionnaire-login.dto.js';
import { isLinkOpen } from '../questionnaire-link.loader.js';
import { type Patient, patientByGuid, QuestionnaireAuditEvent } from '../../patients/index.js';
import {
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR,
  LOGIN_ATTEMPTS_PER_LINK_PER_MINUTE,
} from '../questionnaire-links.limits.js';

export interface QuestionnaireLoginAnswer {
  patientId: string;
  patient: { id: string; first_name: string; last_name: string };
}

/**
 * The questionnaire link's login: a correctly signed link (SignedUrlGuard) that is still the patient's
 * current, open link, and the patient's birth date, open a questionnaire session.
 */
@Injectable()
export class QuestionnaireLogin {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly limiter: RateLimiter,
  ) {}

  async login(guid: string, body: QuestionnaireLoginBody, req: Request): Promise<QuestionnaireLoginAnswer> {
    const expires = typeof req.query.expires === 'string' ? req.query.expires : '';
    // Every attempt counts before anything is looked at (one atomic increment each), per IP and per link.
    await this.limiter.hit(`questionnaire-login:ip:${req.ip}`, LOGIN_ATTEMPTS_PER_IP_PER_HOUR, 3600);
    await this.limiter.hit(
      `questionnaire-login:${guid.toLowerCase()}:${expires}:${req.ip}`,
      LOGIN_ATTEMPTS_PER_LINK_PER_MINUTE,
      60,
    );
    const found = await this.currentLink(guid, Number(expires));
    // An older, a used or an expired link, a removed or unknown patient: the guard's answer to an expired link.
    if (!found) throw new ForbiddenError(CommonError.invalidSignature);
    const { patient, link } = found;
    if (parseDateInput(body.birthDate) !== patient.date_of_birth) {
      await this.audit.record({
        event: QuestionnaireAuditEvent.BirthDateMismatch,
        subject: { type: 'patient', id: patient.id },
        details: { by: 'patient', linkId: link.id },
        req,
      });
      throw ValidationError.of('birthDate', PatientAccountsError.birthDateMismatch);
    }
    await startPatientSession(req, {
      id: patient.id,
      kind: PatientSessionKind.Questionnaire,
      questionnaireLinkId: link.id,
    });
    await this.audit.record({
      event: QuestionnaireAuditEvent.LoginSucceeded,
      subject: { type: 'patient', id: patient.id },
      details: { by: 'patient', linkId: link.id },
      req,
    });
    return {
      patientId: patient.id,
      patient: { id: patient.id, first_name: patient.first_name, last_name: patient.last_name },
    };
  }

  /** The patient (still in a practice) whose current open link carries exactly this expiry. */
  private async currentLink(
    guid: string,
    expiresSeconds: number,
  ): Promise<{ patient: Patient; link: PatientQuestionnaireLink } | null> {
    if (!isUUID(guid) || !Number.isFinite(expiresSeconds)) return null;
    const patient = await patientByGuid(this.dataSource.manager, guid);
    if (!patient?.medical_center_id) return null;
    const link = await this.dataSource.manager.findOneBy(PatientQuestionnaireLink, {
      patient_id: patient.id,
    });
    if (!link || !isLinkOpen(link) || link.expires_at.getTime() !== expiresSeconds * 1000) return null;
    return { patient, link };
  }
}
