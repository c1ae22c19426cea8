import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { AppError, ErrorCode } from '../errors/app-error.js';

export const WRITE_ACCESS_REQUIRED = 'This action requires write access.';
// Signing in and out only touches the session store, so people can still read during maintenance.
const allowedWrites = ['/login', '/logout', '/two-factor-challenge', '/user/confirm-password'];

/** MAINTENANCE_MODE: every mutation and every REST write is refused with the spec's message. */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.config.maintenanceMode) return true;
    if (context.getType<string>() === 'graphql') {
      const operation = GqlExecutionContext.create(context).getInfo<{ parentType: { name: string } }>()
        .parentType.name;
      if (operation === 'Mutation') throw new AppError(ErrorCode.WriteAccessRequired, WRITE_ACCESS_REQUIRED);
      return true;
    }
    const req = context.switchToHttp().getRequest<Request>();
    if (req.method === 'GET' || req.method === 'HEAD' || allowedWrites.includes(req.path)) return true;
    throw new AppError(ErrorCode.WriteAccessRequired, WRITE_ACCESS_REQUIRED);
  }
}
