import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Doctor } from './entities/doctor.entity.js';
import { UserConsent } from './entities/user-consent.entity.js';
import { User } from './entities/user.entity.js';
import { AuditEntryAccountsResolver } from './audit-entry-accounts.resolver.js';
import { DoctorsResolver } from './doctors.resolver.js';
import { UserRelationsLoader } from './user-relations.loader.js';
import { UserTwoFactorColumns } from './user-two-factor.service.js';
import { UserResolver } from './user.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Doctor, UserConsent])],
  providers: [
    UsersService,
    UserTwoFactorColumns,
    UserRelationsLoader,
    UserResolver,
    DoctorsResolver,
    AuditEntryAccountsResolver,
  ],
  exports: [UsersService, UserTwoFactorColumns, UserRelationsLoader],
})
export class UsersModule {}
