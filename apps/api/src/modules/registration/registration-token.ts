import { hmac, sameSecret } from '../../common/crypto/secrets.js';

// `<codeId>.<expires unix seconds>.<hmac>`: proves that a valid registration code was entered,
// without storing anything between the code step and the last wizard step.
const PURPOSE = 'registration-token';

export function signRegistrationToken(appKey: string, codeId: string, expiresAt: Date): string {
  const body = `${codeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${hmac(appKey, PURPOSE, body)}`;
}

/** The code id the token was issued for, or null when it is forged, malformed or expired. */
export function verifyRegistrationToken(appKey: string, token: string, now = new Date()): string | null {
  const match = /^(\d{1,18})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, codeId, expires, signature] = match;
  if (!sameSecret(hmac(appKey, PURPOSE, `${codeId}.${expires}`), signature)) return null;
  return Number(expires) * 1000 > now.getTime() ? codeId : null;
}
