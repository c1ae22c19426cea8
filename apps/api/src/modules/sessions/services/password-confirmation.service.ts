import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Viewer } from '../../../common/auth/viewer.js';
import { ValidationError } from '../../../common/errors/app-error.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { UsersService } from '../../users/index.js';
import {
  ATTEMPT_WINDOW_SECONDS,
  PASSWORD_CHECK_ATTEMPTS,
  passwordCheckThrottleKey,
} from './login.service.js';
import { PasswordService } from './password.service.js';

/** Fortify's password confirmation: a fresh check of the current password, remembered in the session. */
@Injectable()
export class PasswordConfirmationService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
  ) {}

  async confirm(viewer: Viewer, password: string, req: Request): Promise<void> {
    const key = passwordCheckThrottleKey(viewer.user.id);
    await this.limiter.hit(key, PASSWORD_CHECK_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const hash = await this.users.passwordHash(viewer.user.id);
    if (!(await this.passwords.verify(hash, password))) {
      throw new ValidationError({ password: ['The provided password was incorrect.'] });
    }
    await this.limiter.clear(key);
    req.session.passwordConfirmedAt = Date.now();
    await this.audit.record({ event: AuditEvent.PasswordConfirmed, ...AuditService.actor(viewer), req });
  }
}
