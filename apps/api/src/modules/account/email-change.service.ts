import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isValidEmail, normalizeEmail } from '@portal/shared-types';
import { NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditedWrites, AuditEvent, AuditService } from '../audit/index.js';
import { ImpersonationLocks } from '../sessions/services/impersonation-locks.service.js';
import { destroySession } from '../sessions/session-lifecycle.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { type MailLocale, MailService } from '../mail/index.js';
import { isEmailTaken, UsersService } from '../users/index.js';
import { destroySessionsOf } from '../sessions/session-lifecycle.js';
import type { ChangeEmailArgs } from './account.types.js';
const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
import { signedWebLink } from '../../common/http/signed-links.js';
import { AccountError } from './account.errors.js';
import { ValidationText } from '../../common/validation/validation-texts.js';

/** Changing the login e-mail: a signed link to the new address proves the viewer owns it. */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly locks: ImpersonationLocks,
    private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async request(viewer: Viewer, args: ChangeEmailArgs, req: Request): Promise<boolean> {
    const newEmail = normalizeEmail(args.newEmail);
    const user = viewer.user;
    await this.writes.run(viewer, 'changeEmail', async (manager) => {
      if (newEmail === user.email || (await this.users.emailInUse(manager, newEmail)))
        throw ValidationError.of('newEmail', AccountError.newEmailTaken);
      await this.audit.record(
        { event: AuditEvent.EmailChangeRequested, ...AuditService.actor(viewer), req },
        manager,
      );
    });
    const path = `confirm-email-change/${user.id}/${encodeURIComponent(newEmail)}`;
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
    await this.mail.send({
      to: newEmail,
      template: 'email-change',
      locale: user.locale as MailLocale,
      data: { name: user.name, url: signedWebLink(this.config.appKey, this.config.appUrl, path, expiresAt) },
    });
    return true;
  }

  /** The signed link's target: anyone holding the link may confirm, logged in or not. */
  async confirm(userId: string, newEmailParam: string, req: Request): Promise<void> {
    const newEmail = normalizeEmail(newEmailParam);
    if (!isValidEmail(newEmail)) throw ValidationError.of('newEmail', ValidationText.emailInvalid);
    const changed = await this.writes
      .run(null, 'confirmEmailChange', async (manager) => {
        const user = await this.users.byId(manager, userId);
        if (!user) throw new NotFoundError('User');
        if (user.email === newEmail) return false;
        if (await this.users.emailInUse(manager, newEmail))
          throw ValidationError.of('newEmail', AccountError.newEmailTaken);
        await this.users.changeEmail(manager, user.id, newEmail);
        await destroySessionsOf(manager, user.id);
        await this.audit.record(
          { event: AuditEvent.EmailChanged, userId: user.id, subject: { type: 'user', id: user.id }, req },
          manager,
        );
        return true;
      })
      .catch((error: unknown) => {
        if (isEmailTaken(error)) throw ValidationError.of('newEmail', AccountError.newEmailTaken);
        throw error;
      });
    // An administrator acting as this user was logged out with everyone else.
    if (changed) await this.locks.forget(userId);
    // The caller's own session may belong to that user: end it too, or express-session would save it again.
    if (req.session?.userId === userId) await destroySession(req);
  }
}
