import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { Doctor } from './entities/doctor.entity.js';
import { UserConsent } from './entities/user-consent.entity.js';
import { User } from './entities/user.entity.js';
import { DoctorsResolver } from './doctors.resolver.js';
import { MedicalCenterUserResolver } from './medical-center-user.resolver.js';
import { UserRelationsLoader } from './user-relations.loader.js';
import { UserResolver } from './user.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Doctor, UserConsent, PartnershipModel, MedicalCenter])],
  providers: [UsersService, UserRelationsLoader, UserResolver, DoctorsResolver, MedicalCenterUserResolver],
  exports: [UsersService, UserRelationsLoader, TypeOrmModule],
})
export class UsersModule {}
