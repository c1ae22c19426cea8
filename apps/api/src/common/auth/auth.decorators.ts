import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Viewer } from './viewer.js';
import { type Permission } from '@portal/shared-types';

export { Public, PUBLIC } from './public.decorator.js';
export const PERMISSIONS = Symbol('PERMISSIONS');
export const TWO_FACTOR_SETUP = Symbol('TWO_FACTOR_SETUP');

/** Reachable by a user who must set up two-factor authentication first (ENFORCE_TWO_FACTOR). */
export const AllowedDuringTwoFactorSetup = () => SetMetadata(TWO_FACTOR_SETUP, true);

/** Only for viewers holding every listed permission (never while impersonating). */
export const RequirePermissions = (...permissions: Permission[]) => SetMetadata(PERMISSIONS, permissions);

export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  return context.switchToHttp().getRequest<Request>();
}

/** The authenticated viewer, set by the AuthGuard. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer =>
    (requestOf(context) as Request & { viewer: Viewer }).viewer,
);
