import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import { UsersModule } from '../users/index.js';
import { MedicalCenterUserResolver } from './medical-center-user.resolver.js';
import { MedicalCenterLoader } from './medical-center.loader.js';
import { MedicalCenterResolver } from './medical-center.resolver.js';
import { MedicalCentersService } from './medical-centers.service.js';
import { UserMedicalCenterResolver } from './user-medical-center.resolver.js';

@Module({
  imports: [TypeOrmModule.forFeature([MedicalCenter, MedicalCenterAddress]), UsersModule],
  providers: [
    MedicalCentersService,
    MedicalCenterLoader,
    MedicalCenterResolver,
    MedicalCenterUserResolver,
    UserMedicalCenterResolver,
  ],
  exports: [MedicalCentersService, MedicalCenterLoader],
})
export class MedicalCentersModule {}
