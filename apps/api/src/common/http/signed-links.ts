import type { Request } from 'express';
import { checkSignedUrl, signUrl } from '../crypto/signed-url.js';
import { ForbiddenError } from '../errors/app-error.js';
import { CommonError } from '../errors/common.errors.js';

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
