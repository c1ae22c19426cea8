import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import { MedicalCenterLoader } from './medical-center.loader.js';
import { MedicalCenterResolver } from './medical-center.resolver.js';
import { MedicalCentersService } from './medical-centers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MedicalCenter, MedicalCenterAddress])],
  providers: [MedicalCentersService, MedicalCenterLoader, MedicalCenterResolver],
  exports: [MedicalCentersService],
})
export class MedicalCentersModule {}
