import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { isRowId } from '@portal/shared-types';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { DeletionBlockers } from '../account/deletion-blockers.service.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { MedicalCentersService } from '../medical-centers/index.js';
import { invitationOf } from '../registration/index.js';
import { destroySessionsOf } from '../sessions/session-lifecycle.js';
import { type Doctor, type User, UsersService } from '../users/index.js';
import { TherapistsError } from './therapists.errors.js';

export enum DoctorAccountEvent {
  Activated = 'doctor.activated',
  Deactivated = 'doctor.deactivated',
  Deleted = 'doctor.deleted',
}

/** The admin's decisions on a doctor's account: activate, deactivate, delete for good. */
@Injectable()
export class DoctorAccountsService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly blockers: DeletionBlockers,
    private readonly users: UsersService,
    private readonly centers: MedicalCentersService,
  ) {}

  activate(viewer: Viewer, doctorId: string, req: Request): Promise<User> {
    return this.writes.run(viewer, 'activateDoctor', async (manager) => {
      const { doctor, user } = await this.lockedDoctor(manager, doctorId);
      if (user.is_active) throw new AppError(ErrorCode.Conflict, TherapistsError.alreadyActive);
      const invitation = await invitationOf(manager, user.id);
      // An invited doctor has no password until the invitation is accepted: activating would lock them out.
      if (invitation && !invitation.accepted_at)
        throw new AppError(ErrorCode.Conflict, TherapistsError.invitationPending);
      user.is_active = true;
      await this.users.activate(manager, user.id, user.activated_at ?? new Date());
      await this.record(manager, viewer, DoctorAccountEvent.Activated, doctor, req);
      return user;
    });
  }

  /** The doctor is logged out everywhere at once, and cannot log in until activated again. */
  deactivate(viewer: Viewer, doctorId: string, req: Request): Promise<User> {
    return this.writes.run(viewer, 'deactivateDoctor', async (manager) => {
      const { doctor, user } = await this.lockedDoctor(manager, doctorId);
      if (!user.is_active) throw new AppError(ErrorCode.Conflict, TherapistsError.alreadyInactive);
      user.is_active = false;
      await this.users.deactivate(manager, user.id);
      await destroySessionsOf(manager, user.id);
      await this.record(manager, viewer, DoctorAccountEvent.Deactivated, doctor, req);
      return user;
    });
  }

  /** Removes an inactive doctor without patients or orders for good: account, doctor role, practice. */
  async forceDelete(viewer: Viewer, userId: string, req: Request): Promise<boolean> {
    const blocking = isRowId(userId) ? await this.blockers.find(userId) : {};
    return this.writes.run(viewer, 'forceDeleteUser', async (manager) => {
      const doctor = isRowId(userId) ? await this.users.doctorOfUser(manager, userId) : null;
      if (!doctor) throw new NotFoundError('User');
      const { user } = await this.lockedDoctor(manager, doctor.id);
      if (user.is_active) throw new AppError(ErrorCode.Conflict, TherapistsError.activeCannotBeDeleted);
      if (Object.keys(blocking).length)
        throw new AppError(ErrorCode.Conflict, TherapistsError.hasLinkedData, { blocking });
      await this.record(manager, viewer, DoctorAccountEvent.Deleted, doctor, req, {
        email: user.email,
        name: user.name,
        accountingCode: doctor.accounting_code,
      });
      await destroySessionsOf(manager, user.id);
      // The doctor role, invitation, tokens and stored files go with the user (ON DELETE CASCADE).
      await this.users.deleteForGood(manager, user.id);
      if (user.medical_center_id) await this.centers.deleteIfUnused(manager, user.medical_center_id);
      return true;
    });
  }

  private async lockedDoctor(
    manager: EntityManager,
    doctorId: string,
  ): Promise<{ doctor: Doctor; user: User }> {
    const doctor = isRowId(doctorId) ? await this.users.doctorById(manager, doctorId) : null;
    const user = doctor ? await this.users.lock(manager, doctor.user_id) : null;
    if (!doctor || !user) throw new NotFoundError('Doctor');
    return { doctor, user };
  }

  private record(
    manager: EntityManager,
    viewer: Viewer,
    event: DoctorAccountEvent,
    doctor: Doctor,
    req: Request,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.record(
      {
        event,
        ...AuditService.actor(viewer),
        subject: { type: 'doctor', id: doctor.id },
        details: { doctorUserId: doctor.user_id, ...details },
        req,
      },
      manager,
    );
  }
}
