// The invitation link `/patient/register?guid&email&firstName&lastName&expires&signature` and the answers of its
// two signed steps, as pure functions.
import { isUnderAge, parseDateInput } from '@portal/shared-types';
import { RestError } from '../../http/rest';

export const invitationParams = ['guid', 'email', 'firstName', 'lastName', 'expires', 'signature'] as const;
type InvitationParam = (typeof invitationParams)[number];

export interface Invitation {
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  /** `expires=…&signature=…` exactly as the link carries them: the signature covers them as they are. */
  signedQuery: string;
}

export type InvitationOf = { ok: true; invitation: Invitation } | { ok: false; missing: InvitationParam[] };

export function invitationOf(search: URLSearchParams): InvitationOf {
  const missing = invitationParams.filter((name) => (search.get(name) ?? '').trim() === '');
  if (missing.length > 0) return { ok: false, missing };
  const value = (name: InvitationParam) => search.get(name)!;
  return {
    ok: true,
    invitation: {
      guid: value('guid'),
      email: value('email'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      signedQuery: new URLSearchParams({
        expires: value('expires'),
        signature: value('signature'),
      }).toString(),
    },
  };
}

/**
 * Step 1 answers the register URL absolute (`${APP_URL}/api/…?expires&signature`); the page posts to its path and
 * query on this site, so a proxy or another host name in APP_URL changes nothing. Null for anything not under /api/.
 */
export function registrationPathOf(registrationUrl: string): string | null {
  try {
    const url = new URL(registrationUrl, window.location.origin);
    return url.pathname.startsWith('/api/patients/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The under-18 note: age approximated as 18 × 365 days from the entered birth date. */
export function showsUnderAgeNote(entered: string, today?: string): boolean {
  const iso = parseDateInput(entered);
  if (iso === null) return false;
  try {
    return isUnderAge(iso, today);
  } catch {
    return false;
  }
}

/** What a failed signed step means for the page. */
export type SignedStepFailure =
  | { kind: 'expired' } // 403 (tampered or expired signature) or 410
  | { kind: 'field'; field: string } // 422: a message on a field (birth date, password, consents)
  | { kind: 'tooMany' } // 429
  | { kind: 'accountExists' } // 409
  | { kind: 'notFound' } // 404: no invitation for this patient any more
  | { kind: 'other' }; // the catalogue has told the user

export function signedStepFailure(error: unknown): SignedStepFailure {
  if (!(error instanceof RestError)) return { kind: 'other' };
  const { status } = error;
  if (status === 403 || status === 410) return { kind: 'expired' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 409) return { kind: 'accountExists' };
  if (status === 429) return { kind: 'tooMany' };
  if (status === 422) {
    const field = Object.keys(error.fieldErrors)[0];
    if (field !== undefined) return { kind: 'field', field };
  }
  return { kind: 'other' };
}
