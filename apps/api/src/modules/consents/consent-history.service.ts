import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { ValidationError } from '../../common/errors/app-error.js';
import { ValidationText } from '../../common/validation/validation-texts.js';
import type { ConsentRecord } from './consent-history.types.js';

const COLUMNS = `a.id, v.consent_id, a.consent_version_id, v.version, v.de, v.en, v.sha256, a.type,
  a.subject_type, a.subject_id, a.patient_id, a.accepted_by_user_id, a.accepted_by_patient_id,
  a.impersonator_id, a.ip_address, a.accepted_at`;

/** A person's accepted consents, newest first, in one statement. */
@Injectable()
export class ConsentHistory {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A doctor's (`userId`): what the account accepted (registration, and for patients, orders, uploads).
   * A patient's (`patientId`): every consent about the patient, by the doctor or the patient.
   */
  async of(who: { userId?: string | null; patientId?: string | null }): Promise<ConsentRecord[]> {
    const { userId, patientId } = who;
    if ((userId == null) === (patientId == null))
      throw ValidationError.of(userId == null ? 'userId' : 'patientId', ValidationText.required);
    const id = (userId ?? patientId)!;
    if (!isRowId(id)) return [];
    const where =
      userId != null
        ? `a.accepted_by_user_id = $1 OR (a.subject_type = 'user' AND a.subject_id = $1)`
        : `a.patient_id = $1`;
    return this.dataSource.query<ConsentRecord[]>(
      `SELECT ${COLUMNS} FROM consent_acceptances a
       JOIN consent_versions v ON v.id = a.consent_version_id
       WHERE ${where} ORDER BY a.accepted_at DESC, a.id DESC`,
      [id],
    );
  }
}
