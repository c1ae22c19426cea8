import type { Request } from 'express';
import { checkSignedUrl, signUrl } from '../crypto/signed-url.js';
import { ForbiddenError } from '../errors/app-error.js';
import { CommonError } from '../errors/common.errors.js';

/**
 * When a link made at `now` for `ttlMs` stops working, in whole seconds as the link's `expires` carries it:
 * a stored expiry kept to the second matches the link's, and mail, link and audit name the same moment.
 */
export function signedLinkExpiry(now: Date, ttlMs: number): Date {
  return new Date(Math.floor((now.getTime() + ttlMs) / 1000) * 1000);
}

/**
 * A link to a web page whose signature covers the API URL the page posts to: the page takes
 * `expires` and `signature` from its own URL and calls `/api/<path>` with them unchanged.
 */
export function signedWebLink(appKey: string, appUrl: string, path: string, expiresAt: Date): string {
  const signed = new URL(signedApiUrl(appKey, appUrl, path, expiresAt));
  return `${appUrl.replace(/\/+$/, '')}/${path}${signed.search}`;
}

/** `${APP_URL}/api/<path>?expires=…&signature=…`, the URL a signed REST call is made to. */
export function signedApiUrl(appKey: string, appUrl: string, path: string, expiresAt: Date): string {
  return signUrl(appKey, `${appUrl.replace(/\/+$/, '')}/api/${path}`, expiresAt);
}

/** Refuses a request whose URL (path and query as sent) is altered, extended or expired. */
export function assertSignedRequest(appKey: string, appUrl: string, req: Request): void {
  const problem = checkSignedUrl(appKey, appUrl.replace(/\/+$/, '') + req.originalUrl);
  if (problem) throw new ForbiddenError(CommonError.invalidSignature);
}
