import type { EntityManager } from 'typeorm';

/** One consent the patient gave in the portal (their registration), with its wording and any withdrawal. */
export interface GivenConsent {
  /** The acceptance (evidence row) id: what a withdrawal names. */
  id: string;
  consent_id: string;
  key: string;
  version: number;
  de: string;
  en: string;
  required: boolean;
  accepted_at: Date;
  withdrawn_at: Date | null;
}

export type WithdrawalOutcome = 'withdrawn' | 'notFound' | 'required' | 'alreadyWithdrawn';

// The patient's own acceptances: those the patient ticked (`accepted_by_patient_id`), about themselves.
const OWN = `a.accepted_by_patient_id = $1 AND a.patient_id = $1`;

/**
 * The consents the patient gave, the latest acceptance of each text first (a re-registration shows the new
 * acceptance, not the old one again). `required` is the consent's today, as the withdrawal decides by it.
 */
export async function patientConsents(
  manager: Pick<EntityManager, 'query'>,
  patientId: string,
): Promise<GivenConsent[]> {
  return manager
    .query<GivenConsent[]>(
      `SELECT * FROM (
       SELECT DISTINCT ON (v.consent_id) a.id, v.consent_id, c.key, v.version, v.de, v.en, c.required,
              a.accepted_at, w.withdrawn_at, c.sort_order
       FROM consent_acceptances a
       JOIN consent_versions v ON v.id = a.consent_version_id
       JOIN consents c ON c.id = v.consent_id
       LEFT JOIN consent_withdrawals w ON w.acceptance_id = a.id
       WHERE ${OWN}
       ORDER BY v.consent_id, a.accepted_at DESC, a.id DESC
     ) latest ORDER BY required DESC, sort_order, consent_id`,
      [patientId],
    )
    .then((rows) => rows.map(({ sort_order: _sort, ...row }: GivenConsent & { sort_order?: number }) => row));
}

/**
 * Withdraws one of the patient's own optional acceptances, in the caller's transaction: a row in
 * `consent_withdrawals` (the acceptance itself stays untouched). Another patient's acceptance is `notFound`.
 */
export async function withdrawPatientConsent(
  manager: EntityManager,
  patientId: string,
  acceptanceId: string,
  ip: string | null,
): Promise<WithdrawalOutcome> {
  const [found] = await manager.query<{ required: boolean; withdrawn: boolean }[]>(
    `SELECT c.required, w.id IS NOT NULL AS withdrawn
     FROM consent_acceptances a
     JOIN consent_versions v ON v.id = a.consent_version_id
     JOIN consents c ON c.id = v.consent_id
     LEFT JOIN consent_withdrawals w ON w.acceptance_id = a.id
     WHERE a.id = $2 AND ${OWN}`,
    [patientId, acceptanceId],
  );
  if (!found) return 'notFound';
  if (found.required) return 'required';
  if (found.withdrawn) return 'alreadyWithdrawn';
  const inserted = await manager.query<unknown[]>(
    `INSERT INTO consent_withdrawals (acceptance_id, withdrawn_by_patient_id, ip_address)
     VALUES ($1, $2, $3) ON CONFLICT (acceptance_id) DO NOTHING RETURNING id`,
    [acceptanceId, patientId, ip?.slice(0, 64) ?? null],
  );
  return inserted.length ? 'withdrawn' : 'alreadyWithdrawn';
}

/** Every consent evidence row about the patient (also those a doctor ticked), with withdrawals: the data export. */
export async function consentEvidenceOfPatient(
  manager: Pick<EntityManager, 'query'>,
  patientId: string,
): Promise<Record<string, unknown>[]> {
  return manager.query(
    `SELECT a.id, c.key, a.type, v.version, v.de AS text_de, v.en AS text_en, c.required,
            a.subject_type, a.subject_id,
            CASE WHEN a.accepted_by_patient_id IS NOT NULL THEN 'patient' ELSE 'practice' END AS accepted_by,
            -- The practice's address is not the patient's data (DSGVO Art. 15(4)): only the patient's own.
            CASE WHEN a.accepted_by_patient_id IS NOT NULL THEN a.ip_address END AS ip_address,
            a.accepted_at, w.withdrawn_at
     FROM consent_acceptances a
     JOIN consent_versions v ON v.id = a.consent_version_id
     JOIN consents c ON c.id = v.consent_id
     LEFT JOIN consent_withdrawals w ON w.acceptance_id = a.id
     WHERE a.patient_id = $1 ORDER BY a.accepted_at, a.id`,
    [patientId],
  );
}
