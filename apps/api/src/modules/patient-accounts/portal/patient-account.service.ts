import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ConsentType } from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { UnauthenticatedError, ValidationError } from '../../../common/errors/app-error.js';
import { AccountError } from '../../account/account.errors.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import {
  destroyPatientSessionsOf,
  destroySession,
  startPatientSession,
} from '../../sessions/session-lifecycle.js';
import { PatientAccount } from '../entities/patient-account.entity.js';
import { PatientPasswordCheck } from './patient-password-check.service.js';
import { type PortalPatient, PortalPatients } from './portal-patients.service.js';

const texts = translationOf('de').notifications;

/**
 * The logged-in patient's own account (`/patient/account-settings`): the record summary, the password
 * and the deletion of the login. Every read and write is audited with the patient as subject.
 */
@Injectable()
export class PatientAccountService {
  constructor(
    private readonly patients: PortalPatients,
    private readonly check: PatientPasswordCheck,
    private readonly passwords: PasswordService,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  async me(patient: PatientViewer, req: Request): Promise<PortalPatient> {
    const found = await this.patients.withAccount({ id: patient.patientId });
    if (!found) throw new UnauthenticatedError();
    await this.audit.record({ event: AuditEvent.PatientAccountViewed, subject: subjectOf(patient), req });
    return found;
  }

  /** Sets the new password, ends the patient's other sessions and gives this one a new id. */
  async changePassword(
    patient: PatientViewer,
    body: { current_password: string; password: string; password_confirmation: string },
    req: Request,
  ): Promise<{ message: string }> {
    if (body.password !== body.password_confirmation)
      throw ValidationError.of('password_confirmation', AccountError.passwordsDoNotMatch);
    await this.check.assert(patient.patientId, body.current_password, 'current_password');
    const hash = await this.passwords.hash(body.password);
    await this.writes.run(null, 'changePatientPassword', async (manager) => {
      await manager.update(PatientAccount, patient.patientId, {
        password: hash,
        password_changed_at: new Date(),
      });
      await destroyPatientSessionsOf(manager, patient.patientId);
      await this.audit.record(
        { event: AuditEvent.PatientPasswordChanged, subject: subjectOf(patient), req },
        manager,
      );
    });
    // This browser stays logged in, under a new session id (its old row went with the others).
    await startPatientSession(req, { id: patient.patientId, kind: PatientSessionKind.Portal });
    return { message: texts.passwordChanged };
  }

  /**
   * Deletes the login and the portal consents and ends every session of the patient; the patient record
   * and everything medical stay with the practice (docs/decisions/patient-accounts.md: retention).
   */
  async deleteAccount(patient: PatientViewer, password: string, req: Request): Promise<{ message: string }> {
    await this.check.assert(patient.patientId, password, 'password');
    await this.writes.run(null, 'deletePatientAccount', async (manager) => {
      // Reset tokens go with the account (FK cascade).
      await manager.delete(PatientAccount, { patient_id: patient.patientId });
      const [, consents] = await manager.query<[unknown, number]>(
        `DELETE FROM patient_consents pc USING consents c
          WHERE pc.consent_id = c.id AND pc.patient_id = $1 AND c.type = $2`,
        [patient.patientId, ConsentType.PatientRegistration],
      );
      await destroyPatientSessionsOf(manager, patient.patientId);
      await this.audit.record(
        {
          event: AuditEvent.PatientAccountDeleted,
          subject: subjectOf(patient),
          details: { consentsRemoved: consents },
          req,
        },
        manager,
      );
    });
    await destroySession(req);
    return { message: texts.accountDeleted };
  }
}

const subjectOf = (patient: PatientViewer) => ({ type: 'patient', id: patient.patientId });
