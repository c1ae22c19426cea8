import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { isRowId } from '@portal/shared-types';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { DeletionBlockers } from '../account/deletion-blockers.service.js';
import { AuditedWrites } from '../audit/audited-writes.service.js';
import { AuditService } from '../audit/audit.service.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { destroySessionsOf } from '../sessions/session-lifecycle.js';
import { Doctor } from '../users/entities/doctor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { DoctorInvitation } from '../registration/entities/doctor-invitation.entity.js';
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
  ) {}

  activate(viewer: Viewer, doctorId: string, req: Request): Promise<User> {
    return this.writes.run(viewer, 'activateDoctor', async (manager) => {
      const { doctor, user } = await this.lockedDoctor(manager, doctorId);
      if (user.is_active) throw new AppError(ErrorCode.Conflict, TherapistsError.alreadyActive);
      const invitation = await manager.findOneBy(DoctorInvitation, { receiver_id: user.id });
      // An invited doctor has no password until the invitation is accepted: activating would lock them out.
      if (invitation && !invitation.accepted_at)
        throw new AppError(ErrorCode.Conflict, TherapistsError.invitationPending);
      user.is_active = true;
      await manager.update(User, user.id, { is_active: true, activated_at: user.activated_at ?? new Date() });
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
      await manager.update(User, user.id, { is_active: false });
      await destroySessionsOf(manager, user.id);
      await this.record(manager, viewer, DoctorAccountEvent.Deactivated, doctor, req);
      return user;
    });
  }

  /** Removes an inactive doctor without patients or orders for good: account, doctor role, practice. */
  async forceDelete(viewer: Viewer, userId: string, req: Request): Promise<boolean> {
    const blocking = isRowId(userId) ? await this.blockers.find(userId) : {};
    return this.writes.run(viewer, 'forceDeleteUser', async (manager) => {
      const doctor = isRowId(userId) ? await manager.findOneBy(Doctor, { user_id: userId }) : null;
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
      await manager.delete(User, user.id);
      if (user.medical_center_id) await this.deletePracticeIfUnused(manager, user.medical_center_id);
      return true;
    });
  }

  // The practice goes too, unless another account or a record elsewhere (an old credit note) still
  // points to it: then it stays, and only the account is gone.
  private async deletePracticeIfUnused(manager: EntityManager, centerId: string): Promise<void> {
    if (await manager.existsBy(User, { medical_center_id: centerId })) return;
    await manager.query('SAVEPOINT delete_practice');
    try {
      await manager.delete(MedicalCenter, centerId);
      await manager.query('RELEASE SAVEPOINT delete_practice');
    } catch (error) {
      if ((error as { code?: string }).code !== '23503') throw error;
      await manager.query('ROLLBACK TO SAVEPOINT delete_practice');
    }
  }

  private async lockedDoctor(
    manager: EntityManager,
    doctorId: string,
  ): Promise<{ doctor: Doctor; user: User }> {
    const doctor = isRowId(doctorId) ? await manager.findOneBy(Doctor, { id: doctorId }) : null;
    const user = doctor
      ? await manager.findOne(User, { where: { id: doctor.user_id }, lock: { mode: 'pessimistic_write' } })
      : null;
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
