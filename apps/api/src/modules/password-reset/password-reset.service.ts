import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import { normalizeEmail } from '@portal/shared-types';
import { randomToken, sha256 } from '../../common/crypto/secrets.js';
import { ValidationError } from '../../common/errors/app-error.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../audit/index.js';
import { ImpersonationLocks } from '../sessions/services/impersonation-locks.service.js';
import { PasswordService } from '../sessions/services/password.service.js';
import { type MailLocale, MailService } from '../mail/index.js';
import { UsersService } from '../users/index.js';
import { destroySessionsOf } from '../sessions/session-lifecycle.js';
import type { RequestPasswordResetArgs, ResetPasswordArgs } from './password-reset.types.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetTargets } from './password-reset-targets.js';
import { PasswordResetError } from './password-reset.errors.js';
import { PASSWORD_RESET_TTL_MS } from './password-reset.limits.js';
import { startResetResendPause } from './resend-pause.js';
import { ValidationText } from '../../common/validation/validation-texts.js';

/** "Forgot password": a mailed one-hour link, then a new password (also for the targets registered). */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly locks: ImpersonationLocks,
    private readonly config: AppConfig,
    private readonly targets: PasswordResetTargets,
    private readonly users: UsersService,
  ) {}

  /** Answers the same for every address; the resend pause applies to unknown addresses too. */
  async request(args: RequestPasswordResetArgs): Promise<boolean> {
    const email = normalizeEmail(args.email);
    const pauseKey = `${this.config.redisPrefix}:password-reset:${email}`;
    await startResetResendPause(this.redis, pauseKey);
    const token = randomToken();
    const user = await this.writes.run(null, 'requestPasswordReset', async (manager) => {
      const found = await this.users.byEmail(manager, email);
      if (!found?.is_active) return null;
      await manager.upsert(
        PasswordResetToken,
        { user_id: found.id, token_hash: sha256(token), created_at: new Date() },
        ['user_id'],
      );
      return found;
    });
    if (user) {
      const link = new URL(`${this.config.appUrl.replace(/\/+$/, '')}/change-password`);
      link.searchParams.set('token', token);
      link.searchParams.set('email', user.email);
      await this.mail.send({
        to: user.email,
        template: 'password-reset',
        locale: user.locale as MailLocale,
        data: { name: user.name, url: link.toString(), validMinutes: PASSWORD_RESET_TTL_MS / 60_000 },
      });
    }
    return true;
  }

  async reset(args: ResetPasswordArgs, req: Request): Promise<boolean> {
    if (args.password_confirmation != null && args.password_confirmation !== args.password)
      throw ValidationError.of('password_confirmation', ValidationText.passwordsDoNotMatchReset);
    const newHash = await this.passwords.hash(args.password);
    const tokenHash = sha256(args.token);
    const email = args.email ? normalizeEmail(args.email) : null;
    // The user whose password changed; null when the token was a patient's (PasswordResetTargets).
    const userId = await this.writes.run(null, 'resetPassword', async (manager): Promise<string | null> => {
      // Deleting first uses the token up atomically: two concurrent resets cannot both pass.
      const [rows] = await manager.query<[{ user_id: string; created_at: Date }[], number]>(
        `DELETE FROM password_reset_tokens WHERE token_hash = $1 RETURNING user_id, created_at`,
        [tokenHash],
      );
      const entry = rows[0];
      if (!entry) {
        if (await this.targets.reset(manager, { tokenHash, passwordHash: newHash, email, req })) return null;
        throw ValidationError.of('token', PasswordResetError.tokenInvalid);
      }
      const user = await this.users.byId(manager, entry.user_id);
      const expired = new Date(entry.created_at).getTime() + PASSWORD_RESET_TTL_MS < Date.now();
      const otherEmail = email !== null && email !== user?.email;
      if (expired || !user?.is_active || otherEmail)
        throw ValidationError.of('token', PasswordResetError.tokenInvalid);
      await this.users.setPassword(manager, user.id, newHash);
      // Whoever knew the old password is logged out.
      await destroySessionsOf(manager, user.id);
      await this.audit.record({ event: AuditEvent.PasswordReset, userId: user.id, req }, manager);
      return user.id;
    });
    // An administrator acting as this user was logged out with everyone else.
    if (userId) await this.locks.forget(userId);
    return true;
  }
}
