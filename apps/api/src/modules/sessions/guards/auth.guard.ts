import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../../../common/errors/app-error.js';
import {
  PATIENT_SESSION,
  type PatientSessionAccess,
  PERMISSIONS,
  PUBLIC,
  requestOf,
  TWO_FACTOR_SETUP,
} from '../../../common/auth/auth.decorators.js';
import { AppConfig } from '../../../config/app-config.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { PatientViewerService } from '../services/patient-viewer.service.js';
import { ViewerService } from '../services/viewer.service.js';
import { Permission } from '@portal/shared-types';
import { SessionsError } from '../sessions.errors.js';

/**
 * Global guard: every resolver and controller needs a logged-in viewer unless marked @Public();
 * @RequirePermissions adds permission checks. Denials are 'Unauthenticated.' and
 * 'This action is unauthorized.' as the spec's client expects. Patient calls (@PatientOnly) need a patient
 * session of an accepted kind instead; a patient session has no user, so it never passes a doctor call.
 */

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly viewers: ViewerService,
    private readonly patients: PatientViewerService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = requestOf(context) as Request & { viewer?: Viewer | null };
    req.viewer = await this.viewers.resolve(req);
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const patientAccess = this.reflector.getAllAndOverride<PatientSessionAccess | undefined>(
      PATIENT_SESSION,
      targets,
    );
    if (patientAccess && (!patientAccess.users || (!req.viewer && req.session?.patient))) {
      req.patientViewer = await this.patients.resolve(req);
      if (!req.patientViewer || !patientAccess.kinds.includes(req.patientViewer.kind))
        throw new UnauthenticatedError();
      return true;
    }
    if (!req.viewer) throw new UnauthenticatedError();
    if (
      this.mustSetUpTwoFactor(req.viewer) &&
      !this.reflector.getAllAndOverride<boolean>(TWO_FACTOR_SETUP, targets)
    ) {
      throw new ForbiddenError(SessionsError.twoFactorRequired);
    }
    const required = this.reflector.getAllAndOverride<Permission[] | undefined>(PERMISSIONS, targets) ?? [];
    if (!required.every((permission) => req.viewer!.can(permission))) throw new ForbiddenError();
    return true;
  }

  // With ENFORCE_TWO_FACTOR, a user without 2FA and without skips left may only set it up.
  private mustSetUpTwoFactor(viewer: Viewer): boolean {
    return (
      this.config.enforceTwoFactor &&
      !viewer.isImpersonating &&
      !viewer.user.two_factor_confirmed_at &&
      viewer.user.twoFactorSkipsLeft <= 0
    );
  }
}
