import { normalizeEmail } from '@portal/shared-types';

// The patient portal's limits: the doctors' numbers (sessions/services/login.service.ts), own keys.
export {
  ATTEMPT_WINDOW_SECONDS,
  LOGIN_ATTEMPTS,
  PASSWORD_CHECK_ATTEMPTS,
} from '../../sessions/services/login.service.js';

/** One key per identifier and address; look-alike spellings (case, blanks, compatibility forms) share it. */
export function patientLoginThrottleKey(username: string, ip: string | undefined): string {
  return `patient-login:${normalizeEmail(username)}|${ip ?? 'unknown'}`;
}

/** One budget per patient for every check of the logged-in patient's password (change, deletion). */
export function patientPasswordCheckThrottleKey(patientId: string): string {
  return `patient-password-check:${patientId}`;
}
