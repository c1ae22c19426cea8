import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { formatDateTime, isRowId } from '@portal/shared-types';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import { type User, UsersService } from '../../users/index.js';
import { DoctorInvitation } from '../entities/doctor-invitation.entity.js';
import type { InvitationRegisterBody } from '../inputs/invitation.dto.js';
import { acceptRegistrationConsents } from '../registration-consents.js';
import { signedWebLink } from '../../../common/http/signed-links.js';
import { INVITATION_TTL_MS } from '../registration.limits.js';
import { RegistrationError } from '../registration.errors.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

// Links carry their expiry in whole seconds; the stored expiry is kept to the second to match them.
const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** Doctors created by an administrator accept their invitation through a signed link. */
@Injectable()
export class InvitationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  /** The web page link for an invitation mail; its signature covers the API URL the page posts to. */
  invitationUrl(doctorId: string, expiresAt: Date): string {
    return signedWebLink(this.config.appKey, this.config.appUrl, `doctors/${doctorId}/register`, expiresAt);
  }

  /**
   * A new link for the receiver (first invitation or resend), inside the caller's transaction: the
   * expiry moves on, a withdrawn invitation is open again, and every earlier link stops working.
   */
  async issue(
    manager: EntityManager,
    receiverId: string,
    senderId: string | null,
    expiresAt = new Date(Date.now() + INVITATION_TTL_MS),
  ): Promise<DoctorInvitation> {
    const values = {
      sender_id: senderId,
      sent_at: new Date(),
      expires_at: wholeSeconds(expiresAt),
      deleted_at: null,
    };
    const existing = await manager.findOneBy(DoctorInvitation, { receiver_id: receiverId });
    if (!existing)
      return manager.save(manager.create(DoctorInvitation, { receiver_id: receiverId, ...values }));
    await manager.update(DoctorInvitation, existing.id, { ...values, times_sent: existing.times_sent + 1 });
    return { ...existing, ...values, times_sent: existing.times_sent + 1 };
  }

  /** Withdraws the invitation (an admin's decision, in the caller's transaction): its link stops working. */
  async withdraw(manager: EntityManager, invitationId: string, at: Date): Promise<void> {
    await manager.update(DoctorInvitation, invitationId, { deleted_at: at });
  }

  /** Mails the link of an issued invitation, in the receiver's language, with its expiry. */
  async mailInvitation(receiver: User, doctorId: string, invitation: DoctorInvitation): Promise<void> {
    await this.mail.send({
      to: receiver.email,
      template: 'doctor-invitation',
      locale: receiver.locale as MailLocale,
      data: {
        name: receiver.name,
        url: this.invitationUrl(doctorId, invitation.expires_at),
        expiresAt: formatDateTime(invitation.expires_at),
      },
    });
  }

  /** `linkExpires`: the link's signed `expires` (unix seconds); only the latest link is accepted. */
  async accept(
    doctorId: string,
    linkExpires: number,
    body: InvitationRegisterBody,
    req: Request,
  ): Promise<void> {
    if (body.password_confirmation != null && body.password_confirmation !== body.password)
      throw ValidationError.of('password_confirmation', ValidationText.passwordsDoNotMatchRegistration);
    const hash = await this.passwords.hash(body.password);
    await this.writes.run(null, 'acceptInvitation', async (manager) => {
      const doctor = isRowId(doctorId) ? await this.users.doctorById(manager, doctorId) : null;
      const user = doctor ? await this.users.lockWithPassword(manager, doctor.user_id) : null;
      if (!user) throw new NotFoundError('Doctor');
      if (user.is_active || user.password)
        throw new AppError(ErrorCode.Conflict, RegistrationError.alreadyActivated);
      const invitation = await manager.findOneBy(DoctorInvitation, { receiver_id: user.id });
      if (!invitation) throw new NotFoundError('Invitation');
      if (invitation.deleted_at) throw new AppError(ErrorCode.Gone, RegistrationError.invitationDeleted);
      if (invitation.expires_at.getTime() !== linkExpires * 1000)
        throw new AppError(ErrorCode.Gone, RegistrationError.invitationSuperseded);
      if (invitation.expires_at <= new Date())
        throw new AppError(ErrorCode.Gone, RegistrationError.invitationExpired);
      await acceptRegistrationConsents(
        this.users,
        manager,
        user.id,
        body.consentIds.map(String),
        'consentIds',
        req,
      );
      const now = new Date();
      await this.users.acceptInvitation(manager, user.id, hash, now);
      await manager.update(DoctorInvitation, invitation.id, { accepted_at: now });
      await this.audit.record(
        {
          event: AuditEvent.InvitationAccepted,
          userId: user.id,
          subject: { type: 'doctor', id: doctor!.id },
          req,
        },
        manager,
      );
    });
  }
}
