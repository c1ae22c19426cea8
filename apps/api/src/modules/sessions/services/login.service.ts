import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { normalizeEmail } from '@portal/shared-types';
import { ValidationError } from '../../../common/errors/app-error.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { type User, UsersService } from '../../users/index.js';
import { ImpersonationLocks } from './impersonation-locks.service.js';
import { PasswordService } from './password.service.js';
import { destroySession, regenerateSession, startAuthenticatedSession } from '../session-lifecycle.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { SessionsError } from '../sessions.errors.js';

export const LOGIN_ATTEMPTS = 5;
export const TWO_FACTOR_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_SECONDS = 60;
/** Checks of the logged-in user's current password (confirm-password, changePassword) per minute. */
export const PASSWORD_CHECK_ATTEMPTS = 5;

/** One budget per user, shared by every place that checks the current password of a logged-in user. */
export function passwordCheckThrottleKey(userId: string): string {
  return `confirm-password:${userId}`;
}

/** One key for look-alike spellings of an address: case, surrounding blanks, Unicode compatibility forms. */
export function loginThrottleKey(email: string, ip: string | undefined): string {
  return `login:${normalizeEmail(email)}|${ip ?? 'unknown'}`;
}

/** Checks e-mail and password. Unknown e-mail, wrong password and inactive account answer alike. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
    private readonly locks: ImpersonationLocks,
  ) {}

  /** The password step: a new session, or a pending login that waits for the second factor. */
  async signIn(body: { username: string; password: string; remember?: boolean }, req: Request) {
    const user = await this.attempt(body.username, body.password, req);
    const remember = body.remember === true;
    await this.locks.release(req);
    if (user.two_factor_confirmed_at) {
      await regenerateSession(req);
      req.session.pendingTwoFactor = { userId: user.id, remember };
      return { two_factor: true };
    }
    await startAuthenticatedSession(req, user.id, remember);
    await this.recordLogin(user, req, false);
    return { two_factor: false };
  }

  async signOut(req: Request): Promise<void> {
    const { userId, impersonatorId } = req.session;
    if (userId)
      await this.audit.record({
        event: AuditEvent.Logout,
        userId,
        impersonatorId: impersonatorId ?? null,
        req,
      });
    await this.locks.release(req);
    await destroySession(req);
  }

  async attempt(email: string, password: string, req: Request): Promise<User> {
    const key = loginThrottleKey(email, req.ip);
    // Every attempt counts before the password is checked, so parallel guesses cannot pass the limit.
    await this.limiter.hit(key, LOGIN_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const normalized = normalizeEmail(email);
    const user = await this.users.findByEmailWithPassword(normalized);
    const valid = await this.passwords.verify(user?.password, password);
    if (!user || !valid || !user.is_active) {
      await this.audit.record({
        event: AuditEvent.LoginFailed,
        userId: user?.id ?? null,
        details: { reason: !user ? 'unknown' : !valid ? 'password' : 'inactive' },
        req,
      });
      throw ValidationError.of('username', SessionsError.credentialsMismatch);
    }
    await this.limiter.clear(key);
    return user;
  }

  async recordLogin(user: User, req: Request, viaTwoFactor: boolean): Promise<void> {
    await this.users.recordLogin(user.id);
    await this.audit.record({
      event: AuditEvent.LoginSucceeded,
      userId: user.id,
      details: { twoFactor: viaTwoFactor },
      req,
    });
  }
}
