import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { partnershipModelByKey } from '../catalog/index.js';
import {
  DoctorAccountFactory,
  type DoctorInvitation,
  invitationOf,
  InvitationService,
} from '../registration/index.js';
import { type Doctor, OnboardingType, type User, UsersService } from '../users/index.js';
import { TherapistsError } from './therapists.errors.js';
import type { InviteDoctorInput } from './therapists.types.js';

// What invited doctors start with, as the demo registration code gives; the admin may change it.
const DEFAULT_PARTNERSHIP_MODEL_KEY = 'consulting-fee';

export enum InvitationEvent {
  Sent = 'invitation.sent',
  Resent = 'invitation.resent',
  Deleted = 'invitation.deleted',
}

/** The admin's invitations: an inactive doctor account with its practice, and the mailed link. */
@Injectable()
export class DoctorInvitationsService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly accounts: DoctorAccountFactory,
    private readonly invitations: InvitationService,
    private readonly users: UsersService,
  ) {}

  async invite(viewer: Viewer, input: InviteDoctorInput, req: Request): Promise<User> {
    const { user, doctor, invitation } = await this.writes
      .run(viewer, 'registerDoctor', async (manager) => {
        const model = await partnershipModelByKey(manager, DEFAULT_PARTNERSHIP_MODEL_KEY);
        const created = await this.accounts.create(
          manager,
          {
            email: input.email,
            password: null,
            salutation: input.salutation,
            title: input.title?.trim() || null,
            first_name: input.firstName.trim(),
            last_name: input.lastName.trim(),
            is_active: false,
            onboardingType: OnboardingType.INVITATION,
            partnership_model_id: model?.id ?? null,
          },
          input.medicalCenter,
          'input.medicalCenter',
        );
        const issued = await this.invitations.issue(manager, created.user.id, viewer.user.id);
        await this.record(manager, viewer, InvitationEvent.Sent, created.doctor, issued, req);
        return { ...created, invitation: issued };
      })
      .catch(DoctorAccountFactory.emailTakenMeanwhile);
    await this.invitations.mailInvitation(user, doctor.id, invitation);
    return user;
  }

  /** A new link with a new expiry (also for a withdrawn invitation); refused once accepted. */
  async resend(viewer: Viewer, receiverId: string, req: Request): Promise<User> {
    const { user, doctor, invitation } = await this.writes.run(
      viewer,
      'resendInvitation',
      async (manager) => {
        const open = await this.openInvitation(manager, receiverId);
        const issued = await this.invitations.issue(manager, open.user.id, viewer.user.id);
        await this.record(manager, viewer, InvitationEvent.Resent, open.doctor, issued, req);
        return { ...open, invitation: issued };
      },
    );
    await this.invitations.mailInvitation(user, doctor.id, invitation);
    return user;
  }

  /** Withdraws the invitation: its link stops working; resending opens it again. */
  delete(viewer: Viewer, receiverId: string, req: Request): Promise<User> {
    return this.writes.run(viewer, 'deleteInvitation', async (manager) => {
      const { user, doctor, invitation } = await this.openInvitation(manager, receiverId);
      if (invitation.deleted_at)
        throw new AppError(ErrorCode.Conflict, TherapistsError.invitationAlreadyDeleted);
      invitation.deleted_at = new Date();
      await this.invitations.withdraw(manager, invitation.id, invitation.deleted_at);
      await this.record(manager, viewer, InvitationEvent.Deleted, doctor, invitation, req);
      return user;
    });
  }

  /** The receiver (a user id) with the invitation still open, locked for the change. */
  private async openInvitation(manager: EntityManager, receiverId: string) {
    const doctor = await this.users.doctorOfUser(manager, receiverId);
    const user = doctor ? await this.users.lock(manager, receiverId) : null;
    if (!doctor || !user) throw new NotFoundError('User');
    const invitation = await invitationOf(manager, user.id);
    if (!invitation) throw new AppError(ErrorCode.Conflict, TherapistsError.notInvited);
    if (invitation.accepted_at || user.is_active)
      throw new AppError(ErrorCode.Conflict, TherapistsError.invitationAccepted);
    return { user, doctor, invitation };
  }

  private record(
    manager: EntityManager,
    viewer: Viewer,
    event: InvitationEvent,
    doctor: Doctor,
    invitation: DoctorInvitation,
    req: Request,
  ): Promise<void> {
    return this.audit.record(
      {
        event,
        ...AuditService.actor(viewer),
        subject: { type: 'doctor', id: doctor.id },
        details: { receiverUserId: doctor.user_id, expiresAt: invitation.expires_at.toISOString() },
        req,
      },
      manager,
    );
  }
}
