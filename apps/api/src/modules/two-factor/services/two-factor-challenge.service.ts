import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationError } from '../../../common/errors/app-error.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import {
  ATTEMPT_WINDOW_SECONDS,
  LoginService,
  TWO_FACTOR_ATTEMPTS,
} from '../../sessions/services/login.service.js';
import { startAuthenticatedSession } from '../../sessions/session-lifecycle.js';
import { UsersService } from '../../users/index.js';
import type { TwoFactorChallengeBody } from '../inputs/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';
import { TwoFactorError } from '../two-factor.errors.js';

/** The second step of a login: a code from the app or the mail, or a recovery code, for the pending user. */
@Injectable()
export class TwoFactorChallengeService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly login: LoginService,
    private readonly users: UsersService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
  ) {}

  async pass(body: TwoFactorChallengeBody, req: Request): Promise<void> {
    const pending = req.session.pendingTwoFactor;
    if (!pending) throw ValidationError.of('code', TwoFactorError.invalidCode);
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
      throw ValidationError.of(body.recovery_code ? 'recovery_code' : 'code', TwoFactorError.invalidCode);
    }
    await this.limiter.clear(key);
    await startAuthenticatedSession(req, user.id, pending.remember);
    await this.login.recordLogin(user, req, true);
  }
}
