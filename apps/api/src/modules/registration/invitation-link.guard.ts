import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { checkSignedUrl } from '../../common/crypto/signed-url.js';
import { AppError, ErrorCode, ForbiddenError } from '../../common/errors/app-error.js';
import { CommonError } from '../../common/errors/common.errors.js';
import { AppConfig } from '../../config/app-config.js';
import { RegistrationError } from './registration.errors.js';

/**
 * The invitation link's signature, before the body is validated. Unlike other signed links, an
 * expired invitation says so (the doctor needs a new one from the team), not just "invalid".
 */
@Injectable()
export class InvitationLinkGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const problem = checkSignedUrl(
      this.config.appKey,
      this.config.appUrl.replace(/\/+$/, '') + req.originalUrl,
    );
    if (problem === 'invalid') throw new ForbiddenError(CommonError.invalidSignature);
    if (problem === 'expired') throw new AppError(ErrorCode.Gone, RegistrationError.invitationExpired);
    return true;
  }
}
