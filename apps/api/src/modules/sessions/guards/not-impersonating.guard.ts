import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../common/errors/app-error.js';
import { requestOf } from '../../../common/auth/auth.decorators.js';

/** A doctor's second factor is theirs alone: an impersonating admin may not see or change it. */
@Injectable()
export class NotImpersonatingGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (requestOf(context).viewer?.isImpersonating) throw new ForbiddenError();
    return true;
  }
}
