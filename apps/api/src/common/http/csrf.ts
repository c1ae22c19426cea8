import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { sameSecret } from '../crypto/secrets.js';
import { CommonError } from '../errors/common.errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('hex');
}

/** The token of this session, created on first use, echoed to the browser in the XSRF-TOKEN cookie. */
export function issueCsrfCookie(req: Request, res: Response, secure: boolean): void {
  req.session.csrfToken ??= newCsrfToken();
  res.cookie(XSRF_COOKIE, req.session.csrfToken, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

function matches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  // A malformed header (`%E0%A4%A`) makes decodeURIComponent throw: that is a mismatch, not a 500.
  try {
    return sameSecret(expected, decodeURIComponent(given));
  } catch {
    return false;
  }
}

// Sanctum's rule: every state-changing request echoes the session's token in X-XSRF-TOKEN.
export function csrfProtection(exemptPaths: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!unsafeMethods.has(req.method) || exemptPaths.some((path) => req.path.startsWith(path)))
      return next();
    if (matches(req.session?.csrfToken, req.get(XSRF_HEADER))) return next();
    const { message, reason } = CommonError.csrfMismatch;
    res.status(419).json({ message, reason });
  };
}
