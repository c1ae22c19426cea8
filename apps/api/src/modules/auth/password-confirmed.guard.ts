import { type CanActivate, type ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { requestOf } from './auth.decorators.js';
import { PASSWORD_CONFIRMATION_TTL_MS } from './session-data.js';

/** Fortify's `password.confirm`: 423 unless the password was confirmed in the last 15 minutes. */
@Injectable()
export class PasswordConfirmedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const at = requestOf(context).session.passwordConfirmedAt;
    if (typeof at === 'number' && Date.now() - at < PASSWORD_CONFIRMATION_TTL_MS) return true;
    throw new HttpException({ message: 'Password confirmation required.' }, 423);
  }
}
