import { refreshXsrfToken, rest, RestError } from '../../http/rest';

export interface LinkLoginAnswer {
  patientId: string;
  patient: { id: string; first_name: string; last_name: string };
}

export type LinkLoginOutcome =
  | { kind: 'success'; answer: LinkLoginAnswer }
  /** Expired, replaced, already submitted, tampered or unknown: the practice must send a new link. */
  | { kind: 'expired' }
  /** The birth date does not match (the server's message, shown on the field). */
  | { kind: 'wrongBirthDate'; message: string | null }
  | { kind: 'tooManyAttempts' }
  /** Anything else: a server error is told by the app's error catalogue, a network failure is not. */
  | { kind: 'failed'; told: boolean };

// Statuses this page answers itself; the rest go through the app's error catalogue.
const handledStatuses = [403, 404, 410, 422, 429] as const;

/** What a failed link login means for the page. */
export function linkLoginFailure(error: unknown): Exclude<LinkLoginOutcome, { kind: 'success' }> {
  if (!(error instanceof RestError)) return { kind: 'failed', told: false };
  switch (error.status) {
    case 403:
    case 404:
    case 410:
      return { kind: 'expired' };
    case 422:
      return { kind: 'wrongBirthDate', message: error.fieldErrors.birthDate?.[0] ?? null };
    case 429:
      return { kind: 'tooManyAttempts' };
    case null:
      return { kind: 'failed', told: false };
    default:
      return { kind: 'failed', told: true };
  }
}

/**
 * `POST /api/patients/{patient}/login?expires&signature` with the birth date: always a fresh patient session (the
 * server regenerates it, so a doctor's session in this browser ends), with a new XSRF token.
 */
export async function loginWithLink(
  patient: string,
  query: string,
  birthDate: string,
): Promise<LinkLoginOutcome> {
  try {
    const answer = await rest<LinkLoginAnswer>(
      `/api/patients/${encodeURIComponent(patient)}/login?${query}`,
      {
        method: 'POST',
        body: { birthDate },
        handles: handledStatuses,
      },
    );
    await refreshXsrfToken();
    return { kind: 'success', answer };
  } catch (error) {
    return linkLoginFailure(error);
  }
}
