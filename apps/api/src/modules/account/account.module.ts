import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { UsersModule } from '../users/index.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';
import { DeletionBlockers } from './deletion-blockers.service.js';
import { EmailChangeController } from './email-change.controller.js';
import { EmailChangeService } from './email-change.service.js';

/** Account settings: personal data, password, e-mail change, deleting the account. */
@Global()
@Module({
  imports: [UsersModule, MailModule],
  controllers: [EmailChangeController],
  providers: [AccountService, EmailChangeService, DeletionBlockers, AccountResolver],
  exports: [DeletionBlockers],
})
export class AccountModule {}
