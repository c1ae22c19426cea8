import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../common/errors/app-error.js';
import { AuditedWrites, AuditEvent, AuditService } from '../audit/index.js';
import {
  ATTEMPT_WINDOW_SECONDS,
  PASSWORD_CHECK_ATTEMPTS,
  passwordCheckThrottleKey,
} from '../sessions/services/login.service.js';
import { PasswordService } from '../sessions/services/password.service.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { isPasswordConfirmed } from '../sessions/session-data.js';
import { destroySession } from '../sessions/session-lifecycle.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { partnershipModelById } from '../catalog/index.js';
import { type User, UsersService } from '../users/index.js';
import type { ChangePasswordArgs, UpdatePartnershipModelArgs, UpsertUserInput } from './account.types.js';
import { DeletionBlockers } from './deletion-blockers.service.js';
import { Permission } from '@portal/shared-types';
import { AccountError } from './account.errors.js';
import { SessionsError } from '../sessions/sessions.errors.js';

/** The viewer's own account: personal data, password, partnership model, deletion. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly blockers: DeletionBlockers,
    private readonly limiter: RateLimiter,
  ) {}

  async upsertUser(viewer: Viewer, input: UpsertUserInput): Promise<User> {
    if (input.id && input.id !== viewer.user.id && !viewer.can(Permission.ManageUsers))
      throw new NotFoundError('User');
    const id = input.id ?? viewer.user.id;
    return this.writes.run(viewer, 'upsertUser', async (manager) => {
      const user = await this.users.updateProfile(manager, id, {
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        salutation: input.salutation,
        title: input.title?.trim() || null,
      });
      if (!user) throw new NotFoundError('User');
      await this.audit.record(
        { event: AuditEvent.ProfileUpdated, ...AuditService.actor(viewer), subject: { type: 'user', id } },
        manager,
      );
      return user;
    });
  }

  async changePassword(viewer: Viewer, args: ChangePasswordArgs): Promise<boolean> {
    if (args.newPassword !== args.newPasswordRepeat) {
      throw ValidationError.of('newPasswordRepeat', AccountError.passwordsDoNotMatch);
    }
    const key = passwordCheckThrottleKey(viewer.user.id);
    await this.limiter.hit(key, PASSWORD_CHECK_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    const hash = await this.users.passwordHash(viewer.user.id);
    if (!(await this.passwords.verify(hash, args.currentPassword))) {
      throw ValidationError.of('currentPassword', AccountError.wrongCurrentPassword);
    }
    await this.limiter.clear(key);
    const newHash = await this.passwords.hash(args.newPassword);
    await this.writes.run(viewer, 'changePassword', async (manager) => {
      await this.users.setPassword(manager, viewer.user.id, newHash);
      await this.audit.record({ event: AuditEvent.PasswordChanged, ...AuditService.actor(viewer) }, manager);
    });
    return true;
  }

  /** An admin action (the resolver requires ManageMedicalCenters): decides who may order and what fees accrue. */
  async updatePartnershipModel(viewer: Viewer, args: UpdatePartnershipModelArgs): Promise<User> {
    const model = await partnershipModelById(this.dataSource.manager, args.partnershipModel.connect);
    if (!model) throw ValidationError.of('partnershipModel.connect', AccountError.unknownPartnershipModel);
    return this.writes.run(viewer, 'updateUserPartnershipModel', async (manager) => {
      const user = await this.users.lock(manager, args.id);
      if (!user || !(await this.users.isDoctor(manager, user.id))) throw new NotFoundError('User');
      if (!user.is_active)
        throw new AppError(ErrorCode.Conflict, AccountError.partnershipModelNeedsActiveDoctor);
      const previous = user.partnership_model_id;
      await this.users.setPartnershipModel(manager, user, model.id);
      await this.audit.record(
        {
          event: AuditEvent.PartnershipModelChanged,
          ...AuditService.actor(viewer),
          subject: { type: 'user', id: user.id },
          details: { from: previous, to: model.id },
        },
        manager,
      );
      return user;
    });
  }

  /** Soft-deletes the viewer's account after a fresh password confirmation, unless data is linked. */
  async deleteMe(viewer: Viewer, req: Request): Promise<boolean> {
    if (viewer.isImpersonating) throw new ForbiddenError();
    if (!isPasswordConfirmed(req.session))
      throw new ForbiddenError(SessionsError.passwordConfirmationRequired);
    const blocking = await this.blockers.find(viewer.user.id);
    if (Object.keys(blocking).length) {
      throw new AppError(ErrorCode.Conflict, AccountError.hasLinkedData, { blocking });
    }
    await this.writes.run(viewer, 'deleteMe', async (manager) => {
      await this.users.softDeleteAccount(manager, viewer.user.id);
      await this.audit.record({ event: AuditEvent.AccountDeleted, ...AuditService.actor(viewer) }, manager);
    });
    await destroySession(req);
    return true;
  }
}
