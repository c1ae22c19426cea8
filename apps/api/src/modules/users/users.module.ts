import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { Doctor } from './entities/doctor.entity.js';
import { UserConsent } from './entities/user-consent.entity.js';
import { User } from './entities/user.entity.js';
import { AuditEntryAccountsResolver } from './audit-entry-accounts.resolver.js';
import { DoctorsResolver } from './doctors.resolver.js';
import { UserRelationsLoader } from './user-relations.loader.js';
import { UserResolver } from './user.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Doctor, UserConsent, PartnershipModel])],
  providers: [UsersService, UserRelationsLoader, UserResolver, DoctorsResolver, AuditEntryAccountsResolver],
  exports: [UsersService, UserRelationsLoader, TypeOrmModule],
})
export class UsersModule {}
