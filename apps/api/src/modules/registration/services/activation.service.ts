import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { normalizeEmail } from '@portal/shared-types';
import { sameSecret, sha256 } from '../../../common/crypto/secrets.js';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditEvent, AuditService } from '../../audit/index.js';
import { UsersService } from '../../users/index.js';
import type { AccountActivationArgs } from '../inputs/registration.types.js';
import { RegistrationError } from '../registration.errors.js';

/** Activation of a self-registered account through the link of the activation mail. */
@Injectable()
export class ActivationService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  activate(args: AccountActivationArgs, req: Request): Promise<boolean> {
    return this.writes.run(null, 'accountActivation', async (manager) => {
      const user = await this.users.lockForActivation(manager, normalizeEmail(args.email));
      if (user?.is_active) throw new AppError(ErrorCode.Conflict, RegistrationError.alreadyActivated);
      // Unknown e-mail and wrong token answer alike.
      const hash = user?.activation_token_hash;
      if (!user || !hash || !sameSecret(hash, sha256(args.activation_token)))
        throw new NotFoundError('Account');
      await this.users.confirmActivation(manager, user.id);
      await this.audit.record(
        { event: AuditEvent.AccountActivated, userId: user.id, details: { method: 'email' }, req },
        manager,
      );
      return true;
    });
  }
}
