import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../../common/errors/app-error.js';
import type { UserPermission } from '../users/entities/user.entity.js';
import { PERMISSIONS, PUBLIC, requestOf } from './auth.decorators.js';
import type { Viewer } from './viewer.js';
import { ViewerService } from './viewer.service.js';

/**
 * Global guard: every resolver and controller needs a logged-in viewer unless marked @Public();
 * @RequirePermissions adds permission checks. Denials are 'Unauthenticated.' and
 * 'This action is unauthorized.' as the spec's client expects.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly viewers: ViewerService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = requestOf(context) as Request & { viewer?: Viewer | null };
    req.viewer = await this.viewers.resolve(req);
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    if (!req.viewer) throw new UnauthenticatedError();
    const required =
      this.reflector.getAllAndOverride<UserPermission[] | undefined>(PERMISSIONS, targets) ?? [];
    if (!required.every((permission) => req.viewer!.can(permission))) throw new ForbiddenError();
    return true;
  }
}
