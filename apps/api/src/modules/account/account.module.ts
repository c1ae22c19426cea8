import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { Doctor } from '../users/entities/doctor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';
import { DeletionBlockers } from './deletion-blockers.service.js';
import { EmailChangeController } from './email-change.controller.js';
import { EmailChangeService } from './email-change.service.js';

/** Account settings: personal data, password, e-mail change, deleting the account. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Doctor, PartnershipModel]), UsersModule, MailModule],
  controllers: [EmailChangeController],
  providers: [AccountService, EmailChangeService, DeletionBlockers, AccountResolver],
  exports: [DeletionBlockers],
})
export class AccountModule {}
