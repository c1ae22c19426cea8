import { type NextFunction, type Request, type Response } from 'express';
import { sendMollieError } from './mollie-error.js';

const TEST_KEY = /^Bearer (test_[A-Za-z0-9]{30,})$/;

/** Mollie's rule for test mode: `Authorization: Bearer test_…` (30+ letters and digits); live keys are refused. */
export function requireTestKey(request: Request, response: Response, next: NextFunction): void {
  const header = request.get('Authorization')?.trim() ?? '';
  const apiKey = TEST_KEY.exec(header)?.[1];
  if (apiKey === undefined) {
    const detail = /^Bearer live_/.test(header)
      ? 'The sandbox takes test API keys only (test_…), never live keys.'
      : 'Missing authentication, or failed to authenticate';
    sendMollieError(response, 401, detail);
    return;
  }
  response.locals.apiKey = apiKey;
  next();
}

export function apiKeyOf(response: Response): string {
  return String(response.locals.apiKey);
}
