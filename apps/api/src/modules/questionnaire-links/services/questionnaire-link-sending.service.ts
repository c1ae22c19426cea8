import { signedLinkExpiry } from '../../../common/http/signed-links.js';
import { Injectable } from '@nestjs/common';
import { formatDateTime } from '@portal/shared-types';
import type { Viewer } from '../../../common/auth/viewer.js';
import { Clock } from '../../../common/clock/clock.js';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { PatientAccountsError } from '../../patient-accounts/patient-accounts.errors.js';
import { type Patient, PatientQueries, QuestionnaireAuditEvent } from '../../patients/index.js';
import { PatientQuestionnaireLink } from '../entities/patient-questionnaire-link.entity.js';
import { QUESTIONNAIRE_LINK_TTL_MS } from '../questionnaire-links.limits.js';
import { QuestionnaireLinkUrls } from './questionnaire-link-urls.service.js';

/**
 * sendLifestyleQuestionnaireLink: the patient's doctor (or an admin) mails the patient a signed link to
 * the lifestyle questionnaire, in the patient's language, with the moment it expires. The new link
 * replaces any earlier one (a new row: sessions opened with the old link end with it).
 */
@Injectable()
export class QuestionnaireLinkSending {
  constructor(
    private readonly patients: PatientQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly urls: QuestionnaireLinkUrls,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async send(viewer: Viewer, patientId: string): Promise<Patient> {
    const now = this.clock.now();
    // The stored expiry is what a link must match.
    const expiresAt = signedLinkExpiry(now, QUESTIONNAIRE_LINK_TTL_MS);
    const patient = await this.writes.run(viewer, 'sendLifestyleQuestionnaireLink', async (manager) => {
      const found = await this.patients.find(viewer, patientId, manager);
      if (!found.medical_center_id)
        throw new AppError(ErrorCode.Conflict, PatientAccountsError.notInPractice);
      if (!found.email?.trim()) throw new AppError(ErrorCode.Conflict, PatientAccountsError.noEmail);
      await manager.delete(PatientQuestionnaireLink, { patient_id: found.id });
      await manager.insert(PatientQuestionnaireLink, {
        patient_id: found.id,
        expires_at: expiresAt,
        sent_at: now,
        sent_by_user_id: viewer.user.id,
        submitted_at: null,
      });
      await this.audit.record(
        {
          event: QuestionnaireAuditEvent.LinkSent,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: found.id },
          details: { expiresAt: expiresAt.toISOString() },
        },
        manager,
      );
      return found;
    });
    await this.mail.send({
      to: patient.email,
      template: 'patient-questionnaire',
      locale: patient.locale as MailLocale,
      data: {
        name: `${patient.first_name} ${patient.last_name}`,
        url: this.urls.pageUrl(patient.guid, expiresAt),
        expiresAt: formatDateTime(expiresAt),
      },
    });
    return patient;
  }
}
