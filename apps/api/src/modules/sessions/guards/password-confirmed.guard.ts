import { type CanActivate, type ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { requestOf } from '../../../common/auth/auth.decorators.js';
import { isPasswordConfirmed } from '../session-data.js';
import { SessionsError } from '../sessions.errors.js';

/** Fortify's `password.confirm`: 423 unless the password was confirmed in the last 15 minutes. */
@Injectable()
export class PasswordConfirmedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (isPasswordConfirmed(requestOf(context).session)) return true;
    throw new HttpException(
      {
        message: SessionsError.passwordConfirmationRequired.message,
        reason: SessionsError.passwordConfirmationRequired.reason,
      },
      423,
    );
  }
}
