import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MicronutrientAnalysisLinks } from './micronutrient-analysis-links.js';
import { Micronutrient } from './micronutrient.entity.js';
import { MicronutrientResolver } from './micronutrient.resolver.js';
import { MicronutrientsService } from './micronutrients.service.js';

/**
 * The micronutrient catalogue and its queries. Areas holding analysis parameters register their
 * links in MicronutrientAnalysisLinks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Micronutrient])],
  providers: [MicronutrientsService, MicronutrientAnalysisLinks, MicronutrientResolver],
  exports: [MicronutrientsService, MicronutrientAnalysisLinks],
})
export class MicronutrientsModule {}
