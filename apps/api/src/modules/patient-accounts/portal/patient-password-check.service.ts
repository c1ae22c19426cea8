import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../../common/errors/app-error.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AccountError } from '../../account/account.errors.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import {
  ATTEMPT_WINDOW_SECONDS,
  PASSWORD_CHECK_ATTEMPTS,
  patientPasswordCheckThrottleKey,
} from './patient-portal.limits.js';
import { PortalPatients } from './portal-patients.service.js';

/**
 * Checks the logged-in patient's password before a change or the deletion, as changePassword does for
 * doctors: 5 checks per minute per patient (each counted first), cleared by a correct one.
 */
@Injectable()
export class PatientPasswordCheck {
  constructor(
    private readonly patients: PortalPatients,
    private readonly passwords: PasswordService,
    private readonly limiter: RateLimiter,
  ) {}

  async assert(patientId: string, password: string, field: string): Promise<void> {
    const key = patientPasswordCheckThrottleKey(patientId);
    await this.limiter.hit(key, PASSWORD_CHECK_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    if (!(await this.passwords.verify(await this.patients.passwordHash(patientId), password)))
      throw ValidationError.of(field, AccountError.wrongCurrentPassword);
    await this.limiter.clear(key);
  }
}
