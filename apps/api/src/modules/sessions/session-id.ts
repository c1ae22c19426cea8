import { createHmac } from 'node:crypto';
import { sameSecret } from '../../common/crypto/secrets.js';
import { SESSION_COOKIE } from '../../common/http/session.js';

/**
 * The session id in the request's session cookie, if its signature is valid: the format
 * express-session writes (`s:<id>.<base64 HMAC-SHA256 of id, unpadded>`, URL-encoded).
 */
export function sessionIdFromCookie(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 3) return null;
  const id = value.slice(2, dot);
  const expected = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return sameSecret(value.slice(dot + 1), expected) ? id : null;
}
