import { hmac, sameSecret } from './secrets.js';

export type SignatureProblem = 'invalid' | 'expired';

/**
 * Laravel-style signed URLs: HMAC-SHA256 (APP_KEY) over the whole URL with its `expires`
 * parameter, appended as `signature`. Any change of path or query, an added parameter or a passed
 * expiry invalidates the link.
 */
export function signUrl(appKey: string, url: string, expiresAt: Date): string {
  const target = new URL(url);
  target.searchParams.delete('signature');
  target.searchParams.set('expires', String(Math.floor(expiresAt.getTime() / 1000)));
  target.searchParams.set('signature', hmac(appKey, 'signed-url', target.toString()));
  return target.toString();
}

/** Checks a URL as received (absolute, query in the order sent). Returns null when it is valid. */
export function checkSignedUrl(appKey: string, url: string, now = new Date()): SignatureProblem | null {
  const target = new URL(url);
  const signature = target.searchParams.get('signature');
  if (!signature || target.searchParams.getAll('signature').length !== 1) return 'invalid';
  target.searchParams.delete('signature');
  if (!sameSecret(hmac(appKey, 'signed-url', target.toString()), signature)) return 'invalid';
  const expires = Number(target.searchParams.get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return 'expired';
  return null;
}
