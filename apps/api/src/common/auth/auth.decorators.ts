import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Viewer } from './viewer.js';
import type { PatientSessionKind, PatientViewer } from './patient-viewer.js';
import { type Permission } from '@portal/shared-types';

export { Public, PUBLIC } from './public.decorator.js';
export const PERMISSIONS = Symbol('PERMISSIONS');
export const TWO_FACTOR_SETUP = Symbol('TWO_FACTOR_SETUP');
export const PATIENT_SESSION = Symbol('PATIENT_SESSION');

export interface PatientSessionAccess {
  kinds: PatientSessionKind[];
  /** Doctors and admins may call it too (with their own rules); a patient session takes the patient path. */
  users: boolean;
}

/**
 * A patient call: only a patient session of one of these kinds reaches it, never a doctor's or an
 * admin's session (and doctor calls never see a patient session, which has no user).
 */
export const PatientOnly = (...kinds: PatientSessionKind[]) =>
  SetMetadata(PATIENT_SESSION, { kinds, users: false } satisfies PatientSessionAccess);

/**
 * A call for doctors and admins that a patient session of these kinds may also make, for the patient's own
 * data: the handler tells them apart by `req.patientViewer` (set) and `req.viewer` (null).
 */
export const AlsoForPatients = (...kinds: PatientSessionKind[]) =>
  SetMetadata(PATIENT_SESSION, { kinds, users: true } satisfies PatientSessionAccess);

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

/** The patient of a patient call (`@PatientOnly`), set by the AuthGuard. */
export const CurrentPatient = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PatientViewer =>
    (requestOf(context) as Request & { patientViewer: PatientViewer }).patientViewer,
);
