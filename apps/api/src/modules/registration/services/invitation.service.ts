import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isRowId } from '@portal/shared-types';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites } from '../../audit/audited-writes.service.js';
import { AuditEvent, AuditService } from '../../audit/audit.service.js';
import { PasswordService } from '../../sessions/services/password.service.js';
import { Doctor } from '../../users/entities/doctor.entity.js';
import { OnboardingType, User } from '../../users/entities/user.entity.js';
import type { InvitationRegisterBody } from '../inputs/invitation.dto.js';
import { acceptRegistrationConsents } from '../registration-consents.js';
import { signedWebLink } from '../../../common/http/signed-links.js';
import { RegistrationError } from '../registration.errors.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

/** Doctors created by an administrator accept their invitation through a signed link. */
@Injectable()
export class InvitationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly passwords: PasswordService,
    private readonly config: AppConfig,
  ) {}

  /** The web page link for an invitation mail; its signature covers the API URL the page posts to. */
  invitationUrl(doctorId: string, expiresAt: Date): string {
    return signedWebLink(this.config.appKey, this.config.appUrl, `doctors/${doctorId}/register`, expiresAt);
  }

  async accept(doctorId: string, body: InvitationRegisterBody, req: Request): Promise<void> {
    if (body.password_confirmation != null && body.password_confirmation !== body.password)
      throw ValidationError.of('password_confirmation', ValidationText.passwordsDoNotMatchRegistration);
    const hash = await this.passwords.hash(body.password);
    await this.writes.run(null, 'acceptInvitation', async (manager) => {
      const doctor = isRowId(doctorId) ? await manager.findOneBy(Doctor, { id: doctorId }) : null;
      const user = doctor
        ? await manager
            .createQueryBuilder(User, 'user')
            .addSelect('user.password')
            .where('user.id = :id', { id: doctor.user_id })
            .setLock('pessimistic_write')
            .getOne()
        : null;
      if (!user) throw new NotFoundError('Doctor');
      if (user.is_active || user.password)
        throw new AppError(ErrorCode.Conflict, RegistrationError.alreadyActivated);
      await acceptRegistrationConsents(manager, user.id, body.consentIds.map(String), 'consentIds');
      await manager.update(User, user.id, {
        password: hash,
        is_active: true,
        activated_at: new Date(),
        password_changed_at: new Date(),
        onboardingType: OnboardingType.INVITATION,
      });
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
