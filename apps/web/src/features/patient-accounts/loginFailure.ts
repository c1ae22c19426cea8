import { RestError } from '../../http/rest';

/** How the login page answers a failed patient login. */
export type PatientLoginFailure = 'credentials' | 'tooMany' | 'other';

export function patientLoginFailure(error: unknown): PatientLoginFailure {
  if (!(error instanceof RestError)) return 'other';
  if (error.status === 422) return 'credentials';
  if (error.status === 429) return 'tooMany';
  return 'other';
}
