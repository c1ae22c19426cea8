import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { newCsrfToken } from '../../common/http/csrf.js';
import type { PatientSessionKind } from '../../common/auth/patient-viewer.js';
import { REMEMBER_ME_MS } from './session-data.js';

/** A new session id for a new privilege level (login, 2FA, impersonation): defeats session fixation. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error?: Error) => (error ? reject(error) : resolve())),
  );
}

export async function startAuthenticatedSession(
  req: Request,
  userId: string,
  remember: boolean,
): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.csrfToken = newCsrfToken();
  if (remember) req.session.cookie.maxAge = REMEMBER_ME_MS;
}

/**
 * A new session for a patient. Regenerating drops whatever the browser's session held before (a doctor's
 * login included): one session acts for one person.
 */
export async function startPatientSession(
  req: Request,
  patient: { id: string; kind: PatientSessionKind; questionnaireLinkId?: string },
): Promise<void> {
  await regenerateSession(req);
  req.session.patient = { ...patient };
  req.session.csrfToken = newCsrfToken();
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.destroy((error?: Error) => (error ? reject(error) : resolve())),
  );
}

/** Logs the user out everywhere (sessions live in Postgres, see common/http/session.ts). */
export async function destroySessionsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
}

/** Ends every session of a patient (password changed or reset, account deleted, questionnaire sent). */
export async function destroyPatientSessionsOf(
  manager: EntityManager,
  patientId: string,
  kind?: PatientSessionKind,
): Promise<void> {
  await manager.query(
    `DELETE FROM sessions WHERE sess->'patient'->>'id' = $1 AND ($2::text IS NULL OR sess->'patient'->>'kind' = $2)`,
    [patientId, kind ?? null],
  );
}
