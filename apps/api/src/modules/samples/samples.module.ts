import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { Sample } from './sample.entity.js';
import { SamplesResolver } from './samples.resolver.js';
import { SamplesService } from './samples.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Sample]), AuditModule],
  providers: [SamplesService, SamplesResolver],
})
export class SamplesModule {}
