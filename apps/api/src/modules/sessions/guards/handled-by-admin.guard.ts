import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { isWriteRequest } from '../../../common/http/write-request.js';
import { requestOf } from '../../../common/auth/auth.decorators.js';
import { ImpersonationLocks } from '../services/impersonation-locks.service.js';
import { CommonError } from '../../../common/errors/common.errors.js';

/**
 * While an administrator acts as a doctor, the doctor's own sessions may read but not write, so the two
 * never overwrite each other's changes. Runs after the AuthGuard (it needs the viewer) and after the
 * MaintenanceGuard, whose answer wins.
 */
@Injectable()
export class HandledByAdminGuard implements CanActivate {
  constructor(private readonly locks: ImpersonationLocks) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context);
    const viewer = req.viewer;
    if (!viewer) return true;
    if (viewer.isImpersonating) {
      await this.locks.keepAlive(req);
      return true;
    }
    if (isWriteRequest(context) && (await this.locks.isHandledByAdmin(req, viewer.id)))
      throw new AppError(ErrorCode.HandledByAdmin, CommonError.handledByAdmin);
    return true;
  }
}
