import type { PatientSessionKind } from '../../common/auth/patient-viewer.js';
// What the session stores for authentication. The session id is regenerated at every login.
declare module 'express-session' {
  interface SessionData {
    /** The user the requests act as (the doctor while an admin impersonates). */
    userId?: string;
    /** The admin behind an impersonation: the real actor. */
    impersonatorId?: string;
    /** Epoch ms when this impersonating session last pushed its handled-by-admin lock forward. */
    impersonationLockedAt?: number;
    /** Password checked, second factor still due. */
    pendingTwoFactor?: { userId: string; remember: boolean };
    /** Epoch ms of the last password confirmation (sensitive actions need one younger than 15 minutes). */
    passwordConfirmedAt?: number;
  }
}

export const PASSWORD_CONFIRMATION_TTL_MS = 15 * 60 * 1000;
/** Whether the password was confirmed in this session less than 15 minutes ago. */
export function isPasswordConfirmed(
  session: { passwordConfirmedAt?: number } | undefined,
  now = Date.now(),
): boolean {
  const at = session?.passwordConfirmedAt;
  return typeof at === 'number' && now - at < PASSWORD_CONFIRMATION_TTL_MS;
}
export const REMEMBER_ME_MS = 30 * 24 * 3600 * 1000;

/** A patient's login (portal or questionnaire link). A session holds either this or `userId`, never both. */
export interface PatientSessionData {
  id: string;
  kind: PatientSessionKind;
  /** The questionnaire link that opened the session (questionnaire sessions only). */
  questionnaireLinkId?: string;
}

declare module 'express-session' {
  interface SessionData {
    patient?: PatientSessionData;
  }
}
