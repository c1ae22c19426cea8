import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { assertSignedRequest } from './signed-links.js';

// A guard, so a bad link is refused with 403 before the body is even validated.
@Injectable()
export class SignedUrlGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    assertSignedRequest(this.config.appKey, this.config.appUrl, context.switchToHttp().getRequest<Request>());
    return true;
  }
}
