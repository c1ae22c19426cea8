import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { MedicalCentersModule } from '../medical-centers/medical-centers.module.js';
import { Doctor } from '../users/entities/doctor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';
import { DeletionBlockers } from './deletion-blockers.service.js';
import { ImpersonationService } from './impersonation.service.js';
import { TwoFactorSettingsService } from './two-factor-settings.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Doctor, PartnershipModel]), UsersModule, MedicalCentersModule],
  providers: [
    AccountService,
    TwoFactorSettingsService,
    ImpersonationService,
    DeletionBlockers,
    AccountResolver,
  ],
  exports: [DeletionBlockers],
})
export class AccountModule {}
