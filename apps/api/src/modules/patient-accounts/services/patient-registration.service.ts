import { ConsentSubjectType, recordConsentEvidence } from '../../consents/index.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { ConsentType, normalizeEmail, parseDateInput } from '@portal/shared-types';
import { portalAccountIdsByEmail } from '../portal/portal-patients.service.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { checkConsentSelection } from '../../catalog/consent-selection.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { type Patient, patientByGuid, recordPatientConsents } from '../../patients/index.js';
import { PatientAccountLinks } from './patient-account-links.service.js';
import { PatientAccount } from '../entities/patient-account.entity.js';
import { VERIFY_ATTEMPTS_PER_MINUTE } from '../patient-accounts.limits.js';
import type { RegisterPatientBody, VerifyPatientBody } from '../inputs/patient-registration.dto.js';
import { PatientAccountsError } from '../patient-accounts.errors.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';
import { translationOf } from '@portal/i18n';

/**
 * A patient invited to the portal registers in two signed steps: the birth date proves who opened
 * the link, then a password and the PatientRegistration consents create the account.
 */
@Injectable()
export class PatientRegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
    private readonly links: PatientAccountLinks,
    private readonly mail: MailService,
  ) {}

  async verify(guid: string, body: VerifyPatientBody, req: Request): Promise<{ registrationUrl: string }> {
    // Every attempt counts (one atomic increment), so parallel guesses cannot slip past the limit.
    await this.limiter.hit(`patient-verify:${guid.toLowerCase()}:${req.ip}`, VERIFY_ATTEMPTS_PER_MINUTE, 60);
    const manager = this.dataSource.manager;
    const patient = await this.invitedPatient(manager, guid);
    if (parseDateInput(body.date_of_birth) !== patient.date_of_birth) {
      await this.audit.record({
        event: AuditEvent.PatientBirthDateMismatch,
        subject: subjectOf(patient),
        req,
      });
      throw ValidationError.of('date_of_birth', PatientAccountsError.birthDateMismatch);
    }
    await this.assertNoAccount(manager, patient);
    return { registrationUrl: this.links.registrationUrl(patient.guid) };
  }

  async register(guid: string, body: RegisterPatientBody, req: Request): Promise<RegistrationAnswer> {
    if (body.password_confirmation != null && body.password_confirmation !== body.password)
      throw ValidationError.of('password_confirmation', ValidationText.passwordsDoNotMatchRegistration);
    const hash = await this.passwords.hash(body.password);
    const patient = await this.writes.run(null, 'registerPatientAccount', async (manager) => {
      // The lock makes a second, concurrent registration wait and then see the first one's account.
      const found = await this.invitedPatient(manager, guid, true);
      await this.assertNoAccount(manager, found);
      const consentIds = await checkConsentSelection(
        manager,
        ConsentType.PatientRegistration,
        body.consentIds,
        'consentIds',
      );
      await manager.insert(PatientAccount, {
        patient_id: found.id,
        password: hash,
        password_changed_at: new Date(),
      });
      await recordPatientConsents(manager, found.id, consentIds);
      await recordConsentEvidence(manager, consentIds, {
        type: ConsentType.PatientRegistration,
        subject: { type: ConsentSubjectType.patient, id: found.id },
        patientId: found.id,
        acceptedBy: { patientId: found.id, ip: req.ip ?? null },
      });
      await this.audit.record(
        {
          event: AuditEvent.PatientAccountRegistered,
          subject: subjectOf(found),
          details: { consents: consentIds.length },
          req,
        },
        manager,
      );
      return found;
    });
    await this.mail.send({
      to: patient.email,
      template: 'patient-account-created',
      locale: patient.locale as MailLocale,
      data: {
        name: `${patient.first_name} ${patient.last_name}`,
        email: patient.email,
        username: patient.guid,
        url: this.links.loginUrl(),
      },
    });
    const sharing = await portalAccountIdsByEmail(this.dataSource.manager, normalizeEmail(patient.email));
    return {
      message: translationOf('de').patients.portalAccount.created,
      username: patient.guid,
      signInWith: sharing.length === 1 ? 'email' : 'username',
    };
  }

  /** A patient who is still in a practice: a deleted or removed patient is not found. */
  private async invitedPatient(manager: EntityManager, guid: string, lock = false): Promise<Patient> {
    const patient = isUUID(guid) ? await patientByGuid(manager, guid, { lock }) : null;
    if (!patient?.medical_center_id) throw new NotFoundError('Patient');
    return patient;
  }

  private async assertNoAccount(manager: EntityManager, patient: Patient): Promise<void> {
    if (await manager.existsBy(PatientAccount, { patient_id: patient.id }))
      throw new AppError(ErrorCode.Conflict, PatientAccountsError.accountExists);
  }
}

/**
 * The registration's answer. `signInWith` says whether the patient's e-mail address alone identifies the account
 * (then the success page says so and keeps the username in the background) or is shared with another account.
 */
export interface RegistrationAnswer {
  message: string;
  username: string;
  signInWith: 'email' | 'username';
}

const subjectOf = (patient: Patient) => ({ type: 'patient', id: patient.id });
