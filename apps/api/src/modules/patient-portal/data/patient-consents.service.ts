import { Injectable } from '@nestjs/common';
import { isRowId, type PatientConsentView } from '@portal/shared-types';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { PatientViewer } from '../../../common/auth/patient-viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { type GivenConsent, patientConsents, withdrawPatientConsent } from '../../consents/index.js';
import { PatientDataError } from './patient-data.errors.js';

const viewOf = (consent: GivenConsent): PatientConsentView => ({
  id: consent.id,
  key: consent.key,
  version: consent.version,
  text: { de: consent.de, en: consent.en },
  required: consent.required,
  accepted_at: consent.accepted_at.toISOString(),
  withdrawn_at: consent.withdrawn_at?.toISOString() ?? null,
});

/**
 * The patient's own consents (DSGVO Art. 7(3)): the list, and the withdrawal of an optional one. A required
 * consent is refused with what to do instead (delete the account); another patient's acceptance is not found.
 */
@Injectable()
export class PatientConsentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(patient: PatientViewer): Promise<PatientConsentView[]> {
    return (await patientConsents(this.dataSource.manager, patient.patientId)).map(viewOf);
  }

  /** Withdraws and answers the list as it now stands. */
  async withdraw(patient: PatientViewer, acceptanceId: string, req: Request): Promise<PatientConsentView[]> {
    if (!isRowId(acceptanceId)) throw new NotFoundError('Consent');
    await this.dataSource.transaction(async (manager) => {
      const outcome = await withdrawPatientConsent(manager, patient.patientId, acceptanceId, req.ip ?? null);
      switch (outcome) {
        case 'notFound':
          throw new NotFoundError('Consent');
        case 'required':
          throw new AppError(ErrorCode.Conflict, PatientDataError.consentRequired);
        case 'alreadyWithdrawn':
          throw new AppError(ErrorCode.Conflict, PatientDataError.consentAlreadyWithdrawn);
        case 'withdrawn':
          await this.audit.record(
            {
              event: AuditEvent.PatientConsentWithdrawn,
              subject: { type: 'patient', id: patient.patientId },
              details: { acceptanceId },
              req,
            },
            manager,
          );
      }
    });
    return this.list(patient);
  }
}
