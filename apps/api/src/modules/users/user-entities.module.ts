import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certification } from '../catalog/entities/certification.entity.js';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { Specialization } from '../catalog/entities/specialization.entity.js';
import { User } from './entities/user.entity.js';

/**
 * The User entity and every entity its relations reach, for a process without the users area
 * (the worker): an entity with a relation to User cannot be built without them. The worker
 * start-up test fails when this list falls behind User's relations. The practice (MedicalCenter, an
 * area above users) is registered by the worker module itself.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, PartnershipModel, Specialization, Certification])],
  exports: [TypeOrmModule],
})
export class UserEntitiesModule {}
