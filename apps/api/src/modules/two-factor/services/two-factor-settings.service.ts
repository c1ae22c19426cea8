import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../../../common/redis/redis.module.js';
import type { Request } from 'express';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { isPasswordConfirmed } from '../../sessions/session-data.js';
import { SessionsError } from '../../sessions/sessions.errors.js';
import { TwoFactorError } from '../two-factor.errors.js';
import { TwoFactorService } from './two-factor.service.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { type User, UsersService, UserTwoFactorColumns } from '../../users/index.js';

export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_SECONDS = 10 * 60;

/** The GraphQL side of two-factor settings: skipping set-up, e-mail one-time codes, an admin's reset. */
@Injectable()
export class TwoFactorSettingsService {
  constructor(
    private readonly users: UsersService,
    private readonly columns: UserTwoFactorColumns,
    private readonly twoFactor: TwoFactorService,
    private readonly limiter: RateLimiter,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async skip(viewer: Viewer): Promise<User> {
    return this.writes.run(viewer, 'skipTwoFactor', async (manager) => {
      if (!(await this.columns.useSkip(manager, viewer.user.id)))
        throw new ForbiddenError(TwoFactorError.noSkipsLeft);
      await this.audit.record({ event: AuditEvent.TwoFactorSkipped, ...AuditService.actor(viewer) }, manager);
      return this.users.byIdOrFail(manager, viewer.user.id);
    });
  }

  async enableOtpEmail(viewer: Viewer, enabled: boolean, req: Request): Promise<User> {
    if (enabled && !this.config.otpEmailEnabled) throw new ForbiddenError(TwoFactorError.otpEmailDisabled);
    if (!isPasswordConfirmed(req.session))
      throw new ForbiddenError(SessionsError.passwordConfirmationRequired);
    return this.writes.run(viewer, 'enableOtpEmail', async (manager) => {
      await this.columns.setOtpEmail(manager, viewer.user.id, enabled);
      await this.audit.record(
        { event: AuditEvent.OtpEmailChanged, ...AuditService.actor(viewer), details: { enabled } },
        manager,
      );
      return this.users.byIdOrFail(manager, viewer.user.id);
    });
  }

  /**
   * Sends a code to the logged-in user or to the user of a pending two-factor login. The code screen sends
   * `onArrival` when it opens: that mail goes out once per pending login (a reload or a second tab does not
   * send again; "resend" does), and counts against the same limit as every other send.
   */
  async sendOtpEmail(viewer: Viewer | null, req: Request, onArrival = false): Promise<boolean> {
    const userId = viewer?.user.id ?? req.session.pendingTwoFactor?.userId;
    if (!userId) throw new UnauthenticatedError();
    const user = await this.users.findById(userId);
    // The screen opens in e-mail mode whenever the portal allows e-mail codes; an app user gets no mail, quietly.
    if (onArrival && user && !user.has_enabled_otp_email) return false;
    if (!user?.has_enabled_otp_email) throw new ForbiddenError(TwoFactorError.otpEmailDisabledForAccount);
    // The password step regenerates the session, so its id names the pending login. SET NX: of two screens
    // opening at once only one sends.
    if (onArrival && !viewer) {
      const first = await this.redis.set(
        `${this.config.redisPrefix}:otp:arrival:${req.sessionID}`,
        '1',
        'EX',
        OTP_SEND_WINDOW_SECONDS,
        'NX',
      );
      if (first !== 'OK') return false;
    }
    await this.limiter.hit(`otp-mail:${user.id}`, OTP_SENDS_PER_WINDOW, OTP_SEND_WINDOW_SECONDS);
    await this.twoFactor.sendEmailCode(user);
    return true;
  }

  /** An admin switches off another user's two-factor sign-in (the user sets it up again). */
  async disableFor(admin: Viewer, userId: string, req: Request): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User');
    // False tells the admin's screen that there was no confirmed second factor to reset (its error text).
    if (!user.two_factor_confirmed_at && !user.has_enabled_otp_email) return false;
    await this.twoFactor.disable(user.id);
    await this.audit.record({
      event: AuditEvent.TwoFactorDisabledByAdmin,
      userId: user.id,
      impersonatorId: admin.user.id,
      req,
    });
    return true;
  }
}
