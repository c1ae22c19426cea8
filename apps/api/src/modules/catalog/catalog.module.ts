import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';
import { Certification } from './entities/certification.entity.js';
import { Consent } from './entities/consent.entity.js';
import { Country } from './entities/country.entity.js';
import { PartnershipModel } from './entities/partnership-model.entity.js';
import { Specialization } from './entities/specialization.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Country, Consent, Specialization, Certification, PartnershipModel])],
  providers: [CatalogService, CatalogResolver],
  exports: [CatalogService],
})
export class CatalogModule {}
