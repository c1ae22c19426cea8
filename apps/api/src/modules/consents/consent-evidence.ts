import type { ConsentType } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { type ConsentSubjectType } from './entities/consent-acceptance.entity.js';

/** Who accepted: a signed-in doctor (`viewer`), a doctor registering (`userId`), or a patient registering. */
export type ConsentAcceptor =
  { viewer: Viewer } | { userId: string; ip: string | null } | { patientId: string; ip: string | null };

export interface ConsentEvidence {
  type: ConsentType;
  subject: { type: ConsentSubjectType; id: string };
  /** The patient the consent is about (new patient, order, upload, patient registration). */
  patientId: string | null;
  acceptedBy: ConsentAcceptor;
}

// The SHA-256 of a wording: German text, a zero byte, English text.
const TEXT_HASH = `encode(sha256(convert_to(c.de, 'UTF8') || '\\x00'::bytea || convert_to(c.en, 'UTF8')), 'hex')`;

/**
 * Keeps the current wording of these consents (or of all, for the seeds) as versions: a wording already
 * kept is left alone, so old versions stay as they were.
 */
export async function keepConsentVersions(
  manager: Pick<EntityManager, 'query'>,
  consentIds: string[] | 'all',
): Promise<void> {
  await manager.query(
    `INSERT INTO consent_versions (consent_id, version, de, en, sha256)
     SELECT c.id, c.version, c.de, c.en, ${TEXT_HASH} FROM consents c
     ${consentIds === 'all' ? '' : 'WHERE c.id = ANY($1::bigint[])'}
     ON CONFLICT (consent_id, sha256) DO NOTHING`,
    consentIds === 'all' ? [] : [consentIds],
  );
}

/**
 * Records that these consents (ids already checked by the caller) were accepted now, in the caller's
 * transaction: one evidence row each, pointing at the wording shown. Two statements whatever the count.
 */
export async function recordConsentEvidence(
  manager: EntityManager,
  consentIds: string[],
  evidence: ConsentEvidence,
): Promise<void> {
  if (!consentIds.length) return;
  await keepConsentVersions(manager, consentIds);
  const by = evidence.acceptedBy;
  const viewer = 'viewer' in by ? by.viewer : null;
  await manager.query(
    `INSERT INTO consent_acceptances (consent_version_id, type, subject_type, subject_id, patient_id,
       accepted_by_user_id, accepted_by_patient_id, impersonator_id, ip_address)
     SELECT v.id, $2, $3, $4, $5, $6, $7, $8, $9
     FROM consents c JOIN consent_versions v ON v.consent_id = c.id AND v.sha256 = ${TEXT_HASH}
     WHERE c.id = ANY($1::bigint[])`,
    [
      consentIds,
      evidence.type,
      evidence.subject.type,
      evidence.subject.id,
      evidence.patientId,
      viewer?.user.id ?? ('userId' in by ? by.userId : null),
      'patientId' in by ? by.patientId : null,
      viewer?.impersonator?.id ?? null,
      (viewer ? viewer.ip : 'ip' in by ? by.ip : null)?.slice(0, 64) ?? null,
    ],
  );
}
