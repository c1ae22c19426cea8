import { signedLinkExpiry } from '../../../common/http/signed-links.js';
import { Injectable } from '@nestjs/common';
import { formatDateTime } from '@portal/shared-types';
import { isUUID } from 'class-validator';
import type { Viewer } from '../../../common/auth/viewer.js';
import { Clock } from '../../../common/clock/clock.js';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { type Patient, patientByGuid } from '../../patients/index.js';
import { PatientAccount } from '../entities/patient-account.entity.js';
import { PatientAccountsError } from '../patient-accounts.errors.js';
import { PATIENT_INVITATION_TTL_MS } from '../patient-accounts.limits.js';
import { PatientAccountLinks } from './patient-account-links.service.js';

/**
 * invitePatient (admins): mails the patient the signed registration link of the patient portal, in
 * the patient's language, with the day and time it expires. Refused when the link could not work:
 * no address, an account already, or no practice (registration presumes a caring doctor).
 */
@Injectable()
export class PatientInvitationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly links: PatientAccountLinks,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async invite(viewer: Viewer, guid: string): Promise<Patient> {
    if (!isUUID(guid)) throw new NotFoundError('Patient');
    const expiresAt = signedLinkExpiry(this.clock.now(), PATIENT_INVITATION_TTL_MS);
    const patient = await this.writes.run(viewer, 'invitePatient', async (manager) => {
      const found = await patientByGuid(manager, guid);
      if (!found) throw new NotFoundError('Patient');
      if (!found.email?.trim()) throw new AppError(ErrorCode.Conflict, PatientAccountsError.noEmail);
      if (!found.medical_center_id)
        throw new AppError(ErrorCode.Conflict, PatientAccountsError.notInPractice);
      if (await manager.existsBy(PatientAccount, { patient_id: found.id }))
        throw new AppError(ErrorCode.Conflict, PatientAccountsError.accountExists);
      await this.audit.record(
        {
          event: AuditEvent.PatientInvited,
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
      template: 'patient-invitation',
      locale: patient.locale as MailLocale,
      data: {
        name: `${patient.first_name} ${patient.last_name}`,
        url: this.links.invitationUrl(patient, expiresAt),
        expiresAt: formatDateTime(expiresAt),
      },
    });
    return patient;
  }
}
