import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ValidationError } from '../../common/errors/app-error.js';
import { issueCsrfCookie, XSRF_COOKIE } from '../../common/http/csrf.js';
import { SESSION_COOKIE } from '../../common/http/session.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditEvent, AuditService } from '../audit/audit.service.js';
import { AllowedDuringTwoFactorSetup, Public } from './auth.decorators.js';
import { ImpersonationLocks } from './impersonation-locks.service.js';
import { ConfirmPasswordBody, LoginBody, TwoFactorChallengeBody } from './auth.dto.js';
import {
  ATTEMPT_WINDOW_SECONDS,
  LoginService,
  PASSWORD_CHECK_ATTEMPTS,
  passwordCheckThrottleKey,
  TWO_FACTOR_ATTEMPTS,
} from './login.service.js';
import { PasswordService } from './password.service.js';
import { RateLimiter } from './rate-limiter.service.js';
import { isPasswordConfirmed } from './session-data.js';
import { destroySession, regenerateSession, startAuthenticatedSession } from './session-lifecycle.js';
import { TwoFactorService } from './two-factor.service.js';
import { UsersService } from '../users/users.service.js';

const INVALID_CODE = 'The provided two factor authentication code was invalid.';

/** Fortify's session endpoints: login, two-factor challenge, logout, password confirmation. */
@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
    private readonly locks: ImpersonationLocks,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async signIn(@Body() body: LoginBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = await this.login.attempt(body.username, body.password, req);
    const remember = body.remember === true;
    // A new login ends an impersonation this session may still hold.
    await this.locks.release(req);
    if (user.two_factor_confirmed_at) {
      await regenerateSession(req);
      req.session.pendingTwoFactor = { userId: user.id, remember };
      issueCsrfCookie(req, res, this.config.secureCookies);
      return { two_factor: true };
    }
    await startAuthenticatedSession(req, user.id, remember);
    issueCsrfCookie(req, res, this.config.secureCookies);
    await this.login.recordLogin(user, req, false);
    return { two_factor: false };
  }

  @Public()
  @Post('two-factor-challenge')
  @HttpCode(204)
  async challenge(
    @Body() body: TwoFactorChallengeBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const pending = req.session.pendingTwoFactor;
    if (!pending) throw new ValidationError({ code: [INVALID_CODE] });
    // Keyed on the user alone: a new password login (new session id) gives no fresh guesses.
    const key = `two-factor:${pending.userId}`;
    await this.limiter.hit(key, TWO_FACTOR_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const user = await this.users.findActive(pending.userId);
    let passed = false;
    if (user && body.recovery_code) {
      passed = await this.twoFactor.useRecoveryCode(user.id, body.recovery_code);
      if (passed) await this.audit.record({ event: AuditEvent.RecoveryCodeUsed, userId: user.id, req });
    } else if (user && body.code) {
      passed = await this.twoFactor.verifyCode(user, body.code.trim());
    }
    if (!user || !passed) {
      await this.audit.record({ event: AuditEvent.TwoFactorChallengeFailed, userId: pending.userId, req });
      throw new ValidationError({ [body.recovery_code ? 'recovery_code' : 'code']: [INVALID_CODE] });
    }
    await this.limiter.clear(key);
    await startAuthenticatedSession(req, user.id, pending.remember);
    issueCsrfCookie(req, res, this.config.secureCookies);
    await this.login.recordLogin(user, req, true);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
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
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(XSRF_COOKIE, { path: '/' });
  }

  @AllowedDuringTwoFactorSetup()
  @Post('user/confirm-password')
  @HttpCode(201)
  async confirmPassword(@Body() body: ConfirmPasswordBody, @Req() req: Request) {
    const viewer = req.viewer!;
    const key = passwordCheckThrottleKey(viewer.user.id);
    await this.limiter.hit(key, PASSWORD_CHECK_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const hash = await this.users.passwordHash(viewer.user.id);
    if (!(await this.passwords.verify(hash, body.password))) {
      throw new ValidationError({ password: ['The provided password was incorrect.'] });
    }
    await this.limiter.clear(key);
    req.session.passwordConfirmedAt = Date.now();
    await this.audit.record({ event: AuditEvent.PasswordConfirmed, ...AuditService.actor(viewer), req });
  }

  @AllowedDuringTwoFactorSetup()
  @Get('user/confirmed-password-status')
  confirmedPasswordStatus(@Req() req: Request) {
    return { confirmed: isPasswordConfirmed(req.session) };
  }
}
