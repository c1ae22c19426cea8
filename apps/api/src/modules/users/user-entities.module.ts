import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity.js';

/**
 * The User repository for a worker module without the users area. It no longer has to list the
 * entities User's relations reach: every process registers every entity (src/all-entities.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  exports: [TypeOrmModule],
})
export class UserEntitiesModule {}
