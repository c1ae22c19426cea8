import { type NextFunction, type Request, type Response } from 'express';
import { type IdempotencyCache } from './idempotency.js';
import { apiKeyOf } from './mollie-auth.js';
import { sendHal } from './mollie-error.js';

type Remember = (status: number, body: unknown) => void;

/**
 * POST and DELETE with an Idempotency-Key: the same key under the same API key within 24 hours
 * replays the first answer (status and body). Only successful answers are remembered, so a refused or
 * failed request can be fixed and sent again with the same key.
 */
export function idempotentReplay(cache: IdempotencyCache) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const key = request.get('Idempotency-Key')?.trim();
    if (!key || (request.method !== 'POST' && request.method !== 'DELETE')) {
      next();
      return;
    }
    const apiKey = apiKeyOf(response);
    const remembered = cache.get(apiKey, key);
    if (remembered) {
      response.set('Idempotent-Replayed', 'true');
      sendHal(response, remembered.status, remembered.body);
      return;
    }
    const remember: Remember = (status, body) => cache.remember(apiKey, key, { status, body });
    response.locals.rememberAnswer = remember;
    next();
  };
}

/** Sends a successful answer, remembered under the request's Idempotency-Key if it has one. */
export function answer(response: Response, status: number, body: unknown): void {
  const remember = response.locals.rememberAnswer as Remember | undefined;
  if (remember && status < 300) remember(status, body);
  sendHal(response, status, body);
}
