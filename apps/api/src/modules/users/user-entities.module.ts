import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certification } from '../catalog/entities/certification.entity.js';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { Specialization } from '../catalog/entities/specialization.entity.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { User } from './entities/user.entity.js';

/**
 * The User entity and every entity its relations reach, for a process without the users area
 * (the worker): an entity with a relation to User cannot be built without them. The worker
 * start-up test fails when this list falls behind User's relations.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, PartnershipModel, MedicalCenter, Specialization, Certification])],
  exports: [TypeOrmModule],
})
export class UserEntitiesModule {}
