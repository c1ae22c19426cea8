import type { Redis } from 'ioredis';
import { AppError, ErrorCode } from '../../common/errors/app-error.js';
import { PasswordResetError } from './password-reset.errors.js';
import { PASSWORD_RESET_RESEND_SECONDS } from './password-reset.limits.js';

/**
 * One reset mail per key (an address, a patient's guid) per pause, whether or not an account
 * exists, so the answer tells nothing: a second request within the pause is PASSWORD_ALREADY_SENT.
 */
export async function startResetResendPause(redis: Redis, key: string): Promise<void> {
  const fresh = await redis.set(key, '1', 'EX', PASSWORD_RESET_RESEND_SECONDS, 'NX');
  if (fresh !== 'OK')
    throw new AppError(ErrorCode.TooManyAttempts, PasswordResetError.alreadySent, {
      retryAfter: Math.max(1, await redis.ttl(key)),
    });
}
