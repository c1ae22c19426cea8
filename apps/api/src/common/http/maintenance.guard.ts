import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { AppError, ErrorCode } from '../errors/app-error.js';
import { isWriteRequest } from './write-request.js';
import { CommonError } from '../errors/common.errors.js';

/** MAINTENANCE_MODE: every mutation and every REST write is refused with the spec's message. */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.maintenanceMode && isWriteRequest(context))
      throw new AppError(ErrorCode.WriteAccessRequired, CommonError.writeAccessRequired);
    return true;
  }
}
